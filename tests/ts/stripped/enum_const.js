var Size;
(function (Size) {
    Size[Size["Small"] = 1] = "Small";
    Size[Size["Medium"] = 2] = "Medium";
    Size[Size["Large"] = 10] = "Large";
})(Size || (Size = {}));
const s = Size.Medium;
console.log(s, Size.Large, Size.Small + Size.Large);
var Str;
(function (Str) {
    Str["Key"] = "key";
})(Str || (Str = {}));
console.log(Str.Key);
