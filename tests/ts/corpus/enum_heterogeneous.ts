enum Mixed { No = 0, Yes = "YES", Maybe = 5, Later }
console.log(Mixed.No, Mixed.Yes, Mixed.Maybe, Mixed.Later, Mixed[6], Object.keys(Mixed));
