function greet(name) { return "hello " + name + greet.suffix; }
(function (greet) {
    greet.suffix = "!";
})(greet || (greet = {}));
console.log(greet("x"));
class Album {
    label = Album.Label.make();
}
(function (Album) {
    class Label {
        static make() { return "label"; }
    }
    Album.Label = Label;
})(Album || (Album = {}));
console.log(new Album().label);
var Level;
(function (Level) {
    Level[Level["Low"] = 0] = "Low";
    Level[Level["High"] = 1] = "High";
})(Level || (Level = {}));
(function (Level) {
    function parse(s) { return s === "high" ? Level.High : Level.Low; }
    Level.parse = parse;
})(Level || (Level = {}));
console.log(Level.parse("high"), Level.High);
