// expect: exit 1, TypeError
var a = 1
(function () { console.log("called") })
