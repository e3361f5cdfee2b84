var d = new Date(2020, 0, 15, 10, 30);
var out = [d.getTime(), d.getHours(), d.getUTCHours(), d.getTimezoneOffset(), d.toString().slice(0, 33), d.toTimeString().slice(0, 17), Date.parse("2020-01-15T10:30"), Date.parse("2020-01-15"), new Date(0).getDate(), new Date(0).getHours(), d.setHours(23), d.getDate(), d.getUTCDate(), d.setUTCHours(23), d.getDate(), new Date(2020, 0).getTime(), d.setFullYear(1999), d.setYear(5), d.getYear(), Date.parse(new Date(123456789).toString())];
console.log(out.join("|"));
