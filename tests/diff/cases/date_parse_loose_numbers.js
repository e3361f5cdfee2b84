// Date.parse on loose numeric dates, read as node reads them: a first number that cannot
// be a day is the year (`2024/3/7`, `49/1/1`), missing numbers count as 1 (`3/8` and
// `Jan 5` fall in 2001), two-digit years go to 1950-2049, a date with a space and
// one-digit time fields, a signed six-digit year with short fields. (Local times read as
// UTC: the expected output is made with TZ=UTC.)
const texts = [
  "3/8",
  "3/8/24",
  "24/3/8",
  "49/1/1",
  "50/1/1",
  "0/1/1",
  "Jan 5",
  "5 Jan",
  "2024 3",
  "5 7",
  "may 1 5",
  "1 5 may",
  "may 50 1",
  "50 may 1",
  "Jan 1 2 3",
  "1997-03-08 1:1:1.01",
  "1997-3-8 11:19",
  "+001997-3-8 11:19:20",
  "1997-03-08 11:19:10-07",
  "1997-03-08 11",
  "99/1/99",
  "13/13/13",
  "may 1999 1999",
  "2000 1 1 1",
  "5 Mar 2024 -0500",
];
for (const text of texts) {
  const t = Date.parse(text);
  console.log(JSON.stringify(text), Number.isNaN(t) ? "NaN" : new Date(t).toISOString());
}
