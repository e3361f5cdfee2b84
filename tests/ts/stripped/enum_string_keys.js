var Quoted;
(function (Quoted) {
    Quoted[Quoted["with space"] = 1] = "with space";
    Quoted[Quoted["dash-ed"] = 2] = "dash-ed";
    Quoted[Quoted["computed"] = 3] = "computed";
    Quoted[Quoted["plain"] = 4] = "plain";
})(Quoted || (Quoted = {}));
console.log(Quoted["with space"], Quoted["dash-ed"], Quoted["computed"], Quoted.plain, Quoted[1]);
