var Lib;
(function (Lib) {
    var Tools;
    (function (Tools) {
        function hammer() { return "bang"; }
        Tools.hammer = hammer;
        Tools.size = 3;
    })(Tools = Lib.Tools || (Lib.Tools = {}));
})(Lib || (Lib = {}));
var Tools = Lib.Tools;
var hammer = Lib.Tools.hammer;
console.log(Tools.hammer(), Tools.size, hammer());
var Consumer;
(function (Consumer) {
    var T = Lib.Tools;
    Consumer.s = T.size * 2;
})(Consumer || (Consumer = {}));
console.log(Consumer.s);
