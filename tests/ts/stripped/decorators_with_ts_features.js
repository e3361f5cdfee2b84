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
function log(v, ctx) { console.log(ctx.kind, String(ctx.name), ctx.static); }
class Base {
    greet() { return "base"; }
}
let P = (() => {
    let _classSuper = Base;
    let _instanceExtraInitializers = [];
    let _static_private_z_decorators;
    let _static_private_z_initializers = [];
    let _static_private_z_extraInitializers = [];
    let _static_private_z_descriptor;
    let _get_v_decorators;
    let _set_v_decorators;
    let _greet_decorators;
    return class P extends _classSuper {
        static {
            const _metadata = typeof Symbol === "function" && Symbol.metadata ? Object.create(_classSuper[Symbol.metadata] ?? null) : void 0;
            _get_v_decorators = [log];
            _set_v_decorators = [log];
            _greet_decorators = [log];
            _static_private_z_decorators = [log];
            __esDecorate(this, _static_private_z_descriptor = { get: __setFunctionName(function () { return this.#z_accessor_storage; }, "#z", "get"), set: __setFunctionName(function (value) { this.#z_accessor_storage = value; }, "#z", "set") }, _static_private_z_decorators, { kind: "accessor", name: "#z", static: true, private: true, access: { has: obj => #z in obj, get: obj => obj.#z, set: (obj, value) => { obj.#z = value; } }, metadata: _metadata }, _static_private_z_initializers, _static_private_z_extraInitializers);
            __esDecorate(this, null, _get_v_decorators, { kind: "getter", name: "v", static: false, private: false, access: { has: obj => "v" in obj, get: obj => obj.v }, metadata: _metadata }, null, _instanceExtraInitializers);
            __esDecorate(this, null, _set_v_decorators, { kind: "setter", name: "v", static: false, private: false, access: { has: obj => "v" in obj, set: (obj, value) => { obj.v = value; } }, metadata: _metadata }, null, _instanceExtraInitializers);
            __esDecorate(this, null, _greet_decorators, { kind: "method", name: "greet", static: false, private: false, access: { has: obj => "greet" in obj, get: obj => obj.greet }, metadata: _metadata }, null, _instanceExtraInitializers);
            if (_metadata) Object.defineProperty(this, Symbol.metadata, { enumerable: true, configurable: true, writable: true, value: _metadata });
        }
        name = __runInitializers(this, _instanceExtraInitializers);
        age;
        constructor(name, age = 3) {
            super();
            this.name = name;
            this.age = age;
        }
        get v() { return this.age; }
        set v(x) { this.age = x; }
        greet() { return "P>" + super.greet(); }
        static #z_accessor_storage = __runInitializers(this, _static_private_z_initializers, 1);
        static get #z() { return _static_private_z_descriptor.get.call(this); }
        static set #z(value) { return _static_private_z_descriptor.set.call(this, value); }
        static z() { return P.#z; }
        static {
            __runInitializers(this, _static_private_z_extraInitializers);
        }
    };
})();
const p = new P("n");
p.v = 9;
console.log(p.v, p.greet(), P.z(), p.name, Object.keys(p).join(","));
const E = (() => {
    let _classDecorators = [log];
    let _classDescriptor;
    let _classExtraInitializers = [];
    let _classThis;
    var class_1 = class {
        static { _classThis = this; }
        static { __setFunctionName(_classThis, "E"); }
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
console.log(E.name);
function once(fn, ctx) {
    let done = false;
    let val;
    return function (...a) { if (!done) {
        done = true;
        val = fn.apply(this, a);
    } return val; };
}
let Q = (() => {
    let _instanceExtraInitializers = [];
    let _inc_decorators;
    return class Q {
        static {
            const _metadata = typeof Symbol === "function" && Symbol.metadata ? Object.create(null) : void 0;
            _inc_decorators = [once];
            __esDecorate(this, null, _inc_decorators, { kind: "method", name: "inc", static: false, private: false, access: { has: obj => "inc" in obj, get: obj => obj.inc }, metadata: _metadata }, null, _instanceExtraInitializers);
            if (_metadata) Object.defineProperty(this, Symbol.metadata, { enumerable: true, configurable: true, writable: true, value: _metadata });
        }
        n = (__runInitializers(this, _instanceExtraInitializers), 0);
        inc() { return ++this.n; }
    };
})();
const q = new Q();
q.inc();
q.inc();
console.log(q.n);
