var Obj;
(function (Obj) {
    Obj.name = "obj";
    Obj.version = 2;
    function info() { return { name: Obj.name, version: Obj.version }; }
    Obj.info = info;
    Obj.list = [];
    function push(v) { Obj.list.push(v); [Obj.list] = [Obj.list.concat([v * 10])]; return Obj.list; }
    Obj.push = push;
})(Obj || (Obj = {}));
console.log(Obj.info(), Obj.push(1), Obj.list);
