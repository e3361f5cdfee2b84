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
var __setFunctionName = (this && this.__setFunctionName) || function (f, name, prefix) {
    if (typeof name === "symbol") name = name.description ? "[".concat(name.description, "]") : "";
    return Object.defineProperty(f, "name", { configurable: true, value: prefix ? "".concat(prefix, " ", name) : name });
};
// replacing classes and methods, bound methods via addInitializer, field transformers
function bound(value, ctx) {
    ctx.addInitializer(function () { this[ctx.name] = value.bind(this); });
}
function double(_, ctx) {
    return (v) => v * 2;
}
function plus(n) { return (_, ctx) => (v) => v + n; }
function sealed(cls, ctx) {
    return class extends cls {
        sealedTag = "sealed:" + String(ctx.name);
    };
}
function logCalls(prefix) {
    return function (fn, ctx) {
        return function (...args) {
            console.log(`${prefix} ${String(ctx.name)}(${args.join(", ")})`);
            return fn.apply(this, args);
        };
    };
}
function observe(target, ctx) {
    return {
        get() { const v = target.get.call(this); console.log("get", String(ctx.name), v); return v; },
        set(v) { console.log("set", String(ctx.name), v); target.set.call(this, v); },
        init(v) { console.log("init", String(ctx.name), v); return v + 1; },
    };
}
let Counter = (() => {
    let _classDecorators = [sealed];
    let _classDescriptor;
    let _classExtraInitializers = [];
    let _classThis;
    let _instanceExtraInitializers = [];
    let _start_decorators;
    let _start_initializers = [];
    let _start_extraInitializers = [];
    let _total_decorators;
    let _total_initializers = [];
    let _total_extraInitializers = [];
    let _inc_decorators;
    let _add_decorators;
    var Counter = class {
        static { _classThis = this; }
        static {
            const _metadata = typeof Symbol === "function" && Symbol.metadata ? Object.create(null) : void 0;
            _start_decorators = [double, plus(1)];
            _total_decorators = [observe];
            _inc_decorators = [bound];
            _add_decorators = [logCalls("A"), logCalls("B")];
            __esDecorate(this, null, _total_decorators, { kind: "accessor", name: "total", static: false, private: false, access: { has: obj => "total" in obj, get: obj => obj.total, set: (obj, value) => { obj.total = value; } }, metadata: _metadata }, _total_initializers, _total_extraInitializers);
            __esDecorate(this, null, _inc_decorators, { kind: "method", name: "inc", static: false, private: false, access: { has: obj => "inc" in obj, get: obj => obj.inc }, metadata: _metadata }, null, _instanceExtraInitializers);
            __esDecorate(this, null, _add_decorators, { kind: "method", name: "add", static: false, private: false, access: { has: obj => "add" in obj, get: obj => obj.add }, metadata: _metadata }, null, _instanceExtraInitializers);
            __esDecorate(null, null, _start_decorators, { kind: "field", name: "start", static: false, private: false, access: { has: obj => "start" in obj, get: obj => obj.start, set: (obj, value) => { obj.start = value; } }, metadata: _metadata }, _start_initializers, _start_extraInitializers);
            __esDecorate(null, _classDescriptor = { value: _classThis }, _classDecorators, { kind: "class", name: _classThis.name, metadata: _metadata }, null, _classExtraInitializers);
            Counter = _classThis = _classDescriptor.value;
            if (_metadata) Object.defineProperty(_classThis, Symbol.metadata, { enumerable: true, configurable: true, writable: true, value: _metadata });
            __runInitializers(_classThis, _classExtraInitializers);
        }
        label = __runInitializers(this, _instanceExtraInitializers);
        start = __runInitializers(this, _start_initializers, 5);
        #total_accessor_storage = (__runInitializers(this, _start_extraInitializers), __runInitializers(this, _total_initializers, 10));
        get total() { return this.#total_accessor_storage; }
        set total(value) { this.#total_accessor_storage = value; }
        constructor(label) {
            __runInitializers(this, _total_extraInitializers);
            this.label = label;
        }
        inc() { this.total += 1; return this; }
        add(a, b) { return a + b; }
    };
    return Counter = _classThis;
})();
const c = new Counter("x");
console.log(c.start, c.label, c.sealedTag, c instanceof Counter, Counter.name);
const inc = c.inc;
inc();
console.log(c.total);
console.log(c.add(2, 3));
let Base = (() => {
    let _instanceExtraInitializers = [];
    let _hello_decorators;
    return class Base {
        static {
            const _metadata = typeof Symbol === "function" && Symbol.metadata ? Object.create(null) : void 0;
            _hello_decorators = [bound];
            __esDecorate(this, null, _hello_decorators, { kind: "method", name: "hello", static: false, private: false, access: { has: obj => "hello" in obj, get: obj => obj.hello }, metadata: _metadata }, null, _instanceExtraInitializers);
            if (_metadata) Object.defineProperty(this, Symbol.metadata, { enumerable: true, configurable: true, writable: true, value: _metadata });
        }
        hello() { return "hi from " + this.constructor.name; }
        constructor() {
            __runInitializers(this, _instanceExtraInitializers);
        }
    };
})();
let Derived = (() => {
    let _classSuper = Base;
    let _n_decorators;
    let _n_initializers = [];
    let _n_extraInitializers = [];
    return class Derived extends _classSuper {
        static {
            const _metadata = typeof Symbol === "function" && Symbol.metadata ? Object.create(_classSuper[Symbol.metadata] ?? null) : void 0;
            _n_decorators = [plus(100)];
            __esDecorate(null, null, _n_decorators, { kind: "field", name: "n", static: false, private: false, access: { has: obj => "n" in obj, get: obj => obj.n, set: (obj, value) => { obj.n = value; } }, metadata: _metadata }, _n_initializers, _n_extraInitializers);
            if (_metadata) Object.defineProperty(this, Symbol.metadata, { enumerable: true, configurable: true, writable: true, value: _metadata });
        }
        n = __runInitializers(this, _n_initializers, 1);
        constructor() {
            super(...arguments);
            __runInitializers(this, _n_extraInitializers);
        }
    };
})();
const d = new Derived();
const h = d.hello;
console.log(h(), d.n, Object.keys(d).join(","));
function bad(_, _ctx) { return 42; }
try {
    let X = (() => {
        let _instanceExtraInitializers = [];
        let _m_decorators;
        return class X {
            static {
                const _metadata = typeof Symbol === "function" && Symbol.metadata ? Object.create(null) : void 0;
                _m_decorators = [bad];
                __esDecorate(this, null, _m_decorators, { kind: "method", name: "m", static: false, private: false, access: { has: obj => "m" in obj, get: obj => obj.m }, metadata: _metadata }, null, _instanceExtraInitializers);
                if (_metadata) Object.defineProperty(this, Symbol.metadata, { enumerable: true, configurable: true, writable: true, value: _metadata });
            }
            m() { }
            constructor() {
                __runInitializers(this, _instanceExtraInitializers);
            }
        };
    })();
    console.log("no error", X);
}
catch (e) {
    console.log(e.constructor.name, e.message);
}
try {
    let Y = (() => {
        let _instanceExtraInitializers = [];
        let _m_decorators;
        return class Y {
            static {
                const _metadata = typeof Symbol === "function" && Symbol.metadata ? Object.create(null) : void 0;
                _m_decorators = [((v, c) => { c.addInitializer(5); })];
                __esDecorate(this, null, _m_decorators, { kind: "method", name: "m", static: false, private: false, access: { has: obj => "m" in obj, get: obj => obj.m }, metadata: _metadata }, null, _instanceExtraInitializers);
                if (_metadata) Object.defineProperty(this, Symbol.metadata, { enumerable: true, configurable: true, writable: true, value: _metadata });
            }
            m() { }
            constructor() {
                __runInitializers(this, _instanceExtraInitializers);
            }
        };
    })();
    console.log("no error", Y);
}
catch (e) {
    console.log(e.constructor.name, e.message);
}
const Anon = [0].map(() => {
    return (() => {
        let _classDecorators = [((c, ctx) => { console.log("class ctx name", ctx.name, ctx.kind); })];
        let _classDescriptor;
        let _classExtraInitializers = [];
        let _classThis;
        var class_1 = class {
            static { _classThis = this; }
            static { __setFunctionName(_classThis, ""); }
            static {
                const _metadata = typeof Symbol === "function" && Symbol.metadata ? Object.create(null) : void 0;
                __esDecorate(null, _classDescriptor = { value: _classThis }, _classDecorators, { kind: "class", name: _classThis.name, metadata: _metadata }, null, _classExtraInitializers);
                class_1 = _classThis = _classDescriptor.value;
                if (_metadata) Object.defineProperty(_classThis, Symbol.metadata, { enumerable: true, configurable: true, writable: true, value: _metadata });
                __runInitializers(_classThis, _classExtraInitializers);
            }
        };
        return class_1 = _classThis;
    })();
})[0];
console.log(typeof Anon);
const Named = (() => {
    let _classDecorators = [((c, ctx) => { console.log("named", ctx.name); })];
    let _classDescriptor;
    let _classExtraInitializers = [];
    let _classThis;
    var class_2 = class {
        static { _classThis = this; }
        static { __setFunctionName(_classThis, "Named"); }
        static {
            const _metadata = typeof Symbol === "function" && Symbol.metadata ? Object.create(null) : void 0;
            __esDecorate(null, _classDescriptor = { value: _classThis }, _classDecorators, { kind: "class", name: _classThis.name, metadata: _metadata }, null, _classExtraInitializers);
            class_2 = _classThis = _classDescriptor.value;
            if (_metadata) Object.defineProperty(_classThis, Symbol.metadata, { enumerable: true, configurable: true, writable: true, value: _metadata });
            __runInitializers(_classThis, _classExtraInitializers);
        }
    };
    return class_2 = _classThis;
})();
console.log(Named.name);
