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
var __propKey = (this && this.__propKey) || function (x) {
    return typeof x === "symbol" ? x : "".concat(x);
};
// access objects, private elements, replacement, errors
const accesses = [];
function grab(value, ctx) { accesses.push(ctx); }
let Box = (() => {
    var _a;
    let _staticExtraInitializers = [];
    let _instanceExtraInitializers = [];
    let _static_count_decorators;
    let _static_count_initializers = [];
    let _static_count_extraInitializers = [];
    let _static_method_decorators;
    let _private_secret_decorators;
    let _private_secret_initializers = [];
    let _private_secret_extraInitializers = [];
    let _private_acc_decorators;
    let _private_acc_initializers = [];
    let _private_acc_extraInitializers = [];
    let _private_acc_descriptor;
    let _private_get_g_decorators;
    let _private_get_g_descriptor;
    let _private_set_s_decorators;
    let _private_set_s_descriptor;
    let _private_m_decorators;
    let _private_m_descriptor;
    let _pub_decorators;
    let _pub_initializers = [];
    let _pub_extraInitializers = [];
    let _member_decorators;
    return class Box {
        static {
            const _metadata = typeof Symbol === "function" && Symbol.metadata ? Object.create(null) : void 0;
            _static_method_decorators = [grab];
            __esDecorate(this, null, _static_method_decorators, { kind: "method", name: "method", static: true, private: false, access: { has: obj => "method" in obj, get: obj => obj.method }, metadata: _metadata }, null, _staticExtraInitializers);
            __esDecorate(this, _private_acc_descriptor = { get: __setFunctionName(function () { return this.#acc_accessor_storage; }, "#acc", "get"), set: __setFunctionName(function (value) { this.#acc_accessor_storage = value; }, "#acc", "set") }, _private_acc_decorators, { kind: "accessor", name: "#acc", static: false, private: true, access: { has: obj => #acc in obj, get: obj => obj.#acc, set: (obj, value) => { obj.#acc = value; } }, metadata: _metadata }, _private_acc_initializers, _private_acc_extraInitializers);
            __esDecorate(this, _private_get_g_descriptor = { get: __setFunctionName(function () { return "g!"; }, "#g", "get") }, _private_get_g_decorators, { kind: "getter", name: "#g", static: false, private: true, access: { has: obj => #g in obj, get: obj => obj.#g }, metadata: _metadata }, null, _instanceExtraInitializers);
            __esDecorate(this, _private_set_s_descriptor = { set: __setFunctionName(function (v) { this.log.push("set #s " + v); }, "#s", "set") }, _private_set_s_decorators, { kind: "setter", name: "#s", static: false, private: true, access: { has: obj => #s in obj, set: (obj, value) => { obj.#s = value; } }, metadata: _metadata }, null, _instanceExtraInitializers);
            __esDecorate(this, _private_m_descriptor = { value: __setFunctionName(function () { return "m!"; }, "#m") }, _private_m_decorators, { kind: "method", name: "#m", static: false, private: true, access: { has: obj => #m in obj, get: obj => obj.#m }, metadata: _metadata }, null, _instanceExtraInitializers);
            __esDecorate(this, null, _pub_decorators, { kind: "accessor", name: "pub", static: false, private: false, access: { has: obj => "pub" in obj, get: obj => obj.pub, set: (obj, value) => { obj.pub = value; } }, metadata: _metadata }, _pub_initializers, _pub_extraInitializers);
            __esDecorate(this, null, _member_decorators, { kind: "method", name: _a, static: false, private: false, access: { has: obj => _a in obj, get: obj => obj[_a] }, metadata: _metadata }, null, _instanceExtraInitializers);
            __esDecorate(null, null, _static_count_decorators, { kind: "field", name: "count", static: true, private: false, access: { has: obj => "count" in obj, get: obj => obj.count, set: (obj, value) => { obj.count = value; } }, metadata: _metadata }, _static_count_initializers, _static_count_extraInitializers);
            __esDecorate(null, null, _private_secret_decorators, { kind: "field", name: "#secret", static: false, private: true, access: { has: obj => #secret in obj, get: obj => obj.#secret, set: (obj, value) => { obj.#secret = value; } }, metadata: _metadata }, _private_secret_initializers, _private_secret_extraInitializers);
            if (_metadata) Object.defineProperty(this, Symbol.metadata, { enumerable: true, configurable: true, writable: true, value: _metadata });
        }
        #secret = (__runInitializers(this, _instanceExtraInitializers), __runInitializers(this, _private_secret_initializers, 41));
        static count = (__runInitializers(this, _staticExtraInitializers), __runInitializers(this, _static_count_initializers, 0));
        #acc_accessor_storage = (__runInitializers(this, _private_secret_extraInitializers), __runInitializers(this, _private_acc_initializers, "a"));
        get #acc() { return _private_acc_descriptor.get.call(this); }
        set #acc(value) { return _private_acc_descriptor.set.call(this, value); }
        get #g() { return _private_get_g_descriptor.get.call(this); }
        set #s(value) { return _private_set_s_descriptor.set.call(this, value); }
        get #m() { return _private_m_descriptor.value; }
        #pub_accessor_storage = (__runInitializers(this, _private_acc_extraInitializers), __runInitializers(this, _pub_initializers, 7));
        get pub() { return this.#pub_accessor_storage; }
        set pub(value) { this.#pub_accessor_storage = value; }
        [(_private_secret_decorators = [grab], _static_count_decorators = [grab], _private_acc_decorators = [grab], _private_get_g_decorators = [grab], _private_set_s_decorators = [grab], _private_m_decorators = [grab], _pub_decorators = [grab], _member_decorators = [grab], _a = __propKey(Symbol.iterator))]() { return [1, 2][Symbol.iterator](); }
        static method() { return "sm"; }
        log = (__runInitializers(this, _pub_extraInitializers), []);
        static {
            __runInitializers(this, _static_count_extraInitializers);
        }
    };
})();
const b = new Box();
for (const ctx of accesses) {
    const a = ctx.access;
    const keys = Object.keys(a).join(",");
    const name = typeof ctx.name === "symbol" ? ctx.name.toString() : ctx.name;
    const target = ctx.static ? Box : b;
    let line = `${ctx.kind} ${name} static=${ctx.static} private=${ctx.private} access=${keys} has=${a.has(target)} hasOther=${a.has({})}`;
    if (a.get && ctx.kind !== "method")
        line += " get=" + String(a.get(target));
    if (a.get && ctx.kind === "method")
        line += " getType=" + typeof a.get(target);
    console.log(line);
}
const accCtx = accesses.find((c) => c.name === "#acc");
accCtx.access.set(b, "changed");
console.log(accCtx.access.get(b));
const secret = accesses.find((c) => c.name === "#secret");
secret.access.set(b, 99);
console.log(secret.access.get(b));
try {
    secret.access.get({});
}
catch (e) {
    console.log(e.constructor.name);
}
const setter = accesses.find((c) => c.name === "#s");
setter.access.set(b, "via access");
console.log(b.log.join(";"));
console.log(typeof accesses[0].addInitializer, Object.keys(accesses[0]).join(","));
try {
    accesses[0].addInitializer(() => { });
}
catch (e) {
    console.log(e.constructor.name, e.message);
}
console.log([...b].join("+"), Box.method());
