var Counter;
(function (Counter) {
    Counter.count = 0;
    function inc() { Counter.count++; return Counter.count; }
    Counter.inc = inc;
    function reset() { Counter.count = 0; }
    Counter.reset = reset;
})(Counter || (Counter = {}));
Counter.inc();
Counter.inc();
console.log(Counter.count);
Counter.reset();
console.log(Counter.count);
Counter.count = 10;
console.log(Counter.inc());
