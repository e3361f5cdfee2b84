var __runInitializers = (this && this.__runInitializers) || function (thisArg, initializers, value) {
    var useValue = arguments.length > 2;
    for (var i = 0; i < initializers.length; i++) {
        value = useValue ? initializers[i].call(thisArg, value) : initializers[i].call(thisArg);
    }
    return useValue ? value : void 0;
};
var __esDecorate = (this && this.__esDecorate) || function (ctor, descriptorIn, decorators, contextIn, initializers, extraInitializers) {
    function accept(f) { if (f !== void 0 && typeof f !== "function") throw new TypeError("Function expected"); return f; }
    var kind = contextIn.kind, key = kind === "getter" ? "get" : kind === "setter" ? "set" : "value";
    var target = !descriptorIn && ctor ? contextIn["static"] ? ctor : ctor.prototype : null;
    var descriptor = descriptorIn || (target ? Object.getOwnPropertyDescriptor(target, contextIn.name) : {});
    var _, done = false;
    for (var i = decorators.length - 1; i >= 0; i--) {
        var context = {};
        for (var p in contextIn) context[p] = p === "access" ? {} : contextIn[p];
        for (var p in contextIn.access) context.access[p] = contextIn.access[p];
        context.addInitializer = function (f) { if (done) throw new TypeError("Cannot add initializers after decoration has completed"); extraInitializers.push(accept(f || null)); };
        var result = (0, decorators[i])(kind === "accessor" ? { get: descriptor.get, set: descriptor.set } : descriptor[key], context);
        if (kind === "accessor") {
            if (result === void 0) continue;
            if (result === null || typeof result !== "object") throw new TypeError("Object expected");
            if (_ = accept(result.get)) descriptor.get = _;
            if (_ = accept(result.set)) descriptor.set = _;
            if (_ = accept(result.init)) initializers.unshift(_);
        }
        else if (_ = accept(result)) {
            if (kind === "field") initializers.unshift(_);
            else descriptor[key] = _;
        }
    }
    if (target) Object.defineProperty(target, contextIn.name, descriptor);
    done = true;
};
var _a;
// static/private accessors, class replacement inside static members, decorator `this`, evaluation errors
const order = [];
function track(name) {
    order.push("eval " + name);
    return function (v, ctx) {
        order.push(`apply ${name} this=${typeof this}`);
        if (ctx.kind === "class") {
            return class extends v {
                static replaced = true;
            };
        }
    };
}
class Cnt {
    static #count_accessor_storage = 0;
    static get #count() { return Cnt.#count_accessor_storage; }
    static set #count(value) { Cnt.#count_accessor_storage = value; }
    static inc() { return ++Cnt.#count; }
    static get count() { return Cnt.#count; }
}
let K = (() => {
    let _classDecorators = [track("cls")];
    let _classDescriptor;
    let _classExtraInitializers = [];
    let _classThis;
    let _staticExtraInitializers = [];
    let _static_who_decorators;
    var K = class {
        static { _classThis = this; }
        static {
            const _metadata = typeof Symbol === "function" && Symbol.metadata ? Object.create(null) : void 0;
            _static_who_decorators = [track("sm")];
            __esDecorate(this, null, _static_who_decorators, { kind: "method", name: "who", static: true, private: false, access: { has: obj => "who" in obj, get: obj => obj.who }, metadata: _metadata }, null, _staticExtraInitializers);
            __esDecorate(null, _classDescriptor = { value: _classThis }, _classDecorators, { kind: "class", name: _classThis.name, metadata: _metadata }, null, _classExtraInitializers);
            K = _classThis = _classDescriptor.value;
            if (_metadata) Object.defineProperty(_classThis, Symbol.metadata, { enumerable: true, configurable: true, writable: true, value: _metadata });
        }
        static inc() { return Cnt.inc(); }
        static get count() { return Cnt.count; }
        static who() { return this === K ? "K" : "other"; }
        static self = (__runInitializers(_classThis, _staticExtraInitializers), _classThis);
        static {
            __runInitializers(_classThis, _classExtraInitializers);
        }
    };
    return K = _classThis;
})();
console.log(K.inc(), K.inc(), K.count, K.replaced, K.who(), K.self === K);
console.log(order.join(" | "));
try {
    let Bad = (() => {
        let _x_decorators;
        let _x_initializers = [];
        let _x_extraInitializers = [];
        return class Bad {
            static {
                const _metadata = typeof Symbol === "function" && Symbol.metadata ? Object.create(null) : void 0;
                _x_decorators = [(() => { throw new Error("boom in decorator"); })];
                __esDecorate(null, null, _x_decorators, { kind: "field", name: "x", static: false, private: false, access: { has: obj => "x" in obj, get: obj => obj.x, set: (obj, value) => { obj.x = value; } }, metadata: _metadata }, _x_initializers, _x_extraInitializers);
                if (_metadata) Object.defineProperty(this, Symbol.metadata, { enumerable: true, configurable: true, writable: true, value: _metadata });
            }
            x = __runInitializers(this, _x_initializers, 1);
            constructor() {
                __runInitializers(this, _x_extraInitializers);
            }
        };
    })();
    console.log(Bad);
}
catch (e) {
    console.log("caught", e.message);
}
class Acc {
    #a_accessor_storage = 1;
    get a() { return this.#a_accessor_storage; }
    set a(value) { this.#a_accessor_storage = value; }
    static #b_accessor_storage = 2;
    static get b() { return Acc.#b_accessor_storage; }
    static set b(value) { Acc.#b_accessor_storage = value; }
    #_a_accessor_storage = 3;
    get [_a = `c${1}`]() { return this.#_a_accessor_storage; }
    set [_a](value) { this.#_a_accessor_storage = value; }
}
const acc = new Acc();
const d = Object.getOwnPropertyDescriptor(Acc.prototype, "a");
console.log(typeof d.get, typeof d.set, d.enumerable, d.configurable, d.get.name, d.set.name);
console.log(Object.keys(acc).length, acc.a, Acc.b, acc.c1);
acc.a = 5;
Acc.b = 6;
console.log(acc.a, Acc.b, Object.getOwnPropertyNames(Acc.prototype).join(","));
try {
    d.get.call({});
}
catch (e) {
    console.log(e.constructor.name);
}
const accessor = 1;
let x = { accessor: 2 };
class Names {
    accessor;
    static accessor = 3;
    "accessor"() { return "m"; }
}
console.log(accessor, x.accessor, new Names().accessor, Names.accessor, new Names()["accessor"]);
