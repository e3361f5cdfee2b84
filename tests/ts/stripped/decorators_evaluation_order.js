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
var __classPrivateFieldGet = (this && this.__classPrivateFieldGet) || function (receiver, state, kind, f) {
    if (kind === "a" && !f) throw new TypeError("Private accessor was defined without a getter");
    if (typeof state === "function" ? receiver !== state || !f : !state.has(receiver)) throw new TypeError("Cannot read private member from an object whose class did not declare it");
    return kind === "m" ? f : kind === "a" ? f.call(receiver) : f ? f.value : state.get(receiver);
};
var __classPrivateFieldSet = (this && this.__classPrivateFieldSet) || function (receiver, state, value, kind, f) {
    if (kind === "m") throw new TypeError("Private method is not writable");
    if (kind === "a" && !f) throw new TypeError("Private accessor was defined without a setter");
    if (typeof state === "function" ? receiver !== state || !f : !state.has(receiver)) throw new TypeError("Cannot write private member to an object whose class did not declare it");
    return (kind === "a" ? f.call(receiver, value) : f ? f.value = value : state.set(receiver, value)), value;
};
const log = [];
function d(name) {
    log.push("eval " + name);
    return function (value, ctx) {
        log.push(`apply ${name} kind=${ctx.kind} name=${String(ctx.name)} static=${ctx.static} private=${ctx.private}`);
        ctx.addInitializer(function () { log.push(`init ${name} this=${typeof this === "function" ? this.name : typeof this}`); });
        if (ctx.kind === "field")
            return (v) => { log.push(`fieldinit ${name} ${v}`); return v; };
        if (ctx.kind === "accessor")
            return { init(v) { log.push(`accinit ${name} ${v}`); return v; } };
    };
}
function k(n) { log.push("key " + n); return n; }
let C = (() => {
    var _C_sa_accessor_storage;
    var _a;
    let _classDecorators = [d("c1"), d("c2")];
    let _classDescriptor;
    let _classExtraInitializers = [];
    let _classThis;
    let _staticExtraInitializers = [];
    let _instanceExtraInitializers = [];
    let _static_sm_decorators;
    let _static_sf_decorators;
    let _static_sf_initializers = [];
    let _static_sf_extraInitializers = [];
    let _static_sa_decorators;
    let _static_sa_initializers = [];
    let _static_sa_extraInitializers = [];
    let _m_decorators;
    let _f_decorators;
    let _f_initializers = [];
    let _f_extraInitializers = [];
    let _get_g_decorators;
    let _set_s_decorators;
    let _a_decorators;
    let _a_initializers = [];
    let _a_extraInitializers = [];
    let _private_pm_decorators;
    let _private_pm_descriptor;
    let _private_pf_decorators;
    let _private_pf_initializers = [];
    let _private_pf_extraInitializers = [];
    let _member_decorators;
    let _private_pa_decorators;
    let _private_pa_initializers = [];
    let _private_pa_extraInitializers = [];
    let _private_pa_descriptor;
    var C = class {
        static { _classThis = this; }
        static { __setFunctionName(this, "C"); }
        static {
            const _metadata = typeof Symbol === "function" && Symbol.metadata ? Object.create(null) : void 0;
            _private_pa_decorators = [d("pa")];
            __esDecorate(this, null, _static_sm_decorators, { kind: "method", name: "sm", static: true, private: false, access: { has: obj => "sm" in obj, get: obj => obj.sm }, metadata: _metadata }, null, _staticExtraInitializers);
            __esDecorate(this, null, _static_sa_decorators, { kind: "accessor", name: "sa", static: true, private: false, access: { has: obj => "sa" in obj, get: obj => obj.sa, set: (obj, value) => { obj.sa = value; } }, metadata: _metadata }, _static_sa_initializers, _static_sa_extraInitializers);
            __esDecorate(this, null, _m_decorators, { kind: "method", name: "m", static: false, private: false, access: { has: obj => "m" in obj, get: obj => obj.m }, metadata: _metadata }, null, _instanceExtraInitializers);
            __esDecorate(this, null, _get_g_decorators, { kind: "getter", name: "g", static: false, private: false, access: { has: obj => "g" in obj, get: obj => obj.g }, metadata: _metadata }, null, _instanceExtraInitializers);
            __esDecorate(this, null, _set_s_decorators, { kind: "setter", name: "s", static: false, private: false, access: { has: obj => "s" in obj, set: (obj, value) => { obj.s = value; } }, metadata: _metadata }, null, _instanceExtraInitializers);
            __esDecorate(this, null, _a_decorators, { kind: "accessor", name: "a", static: false, private: false, access: { has: obj => "a" in obj, get: obj => obj.a, set: (obj, value) => { obj.a = value; } }, metadata: _metadata }, _a_initializers, _a_extraInitializers);
            __esDecorate(this, _private_pm_descriptor = { value: __setFunctionName(function () { }, "#pm") }, _private_pm_decorators, { kind: "method", name: "#pm", static: false, private: true, access: { has: obj => #pm in obj, get: obj => obj.#pm }, metadata: _metadata }, null, _instanceExtraInitializers);
            __esDecorate(this, null, _member_decorators, { kind: "method", name: _a, static: false, private: false, access: { has: obj => _a in obj, get: obj => obj[_a] }, metadata: _metadata }, null, _instanceExtraInitializers);
            __esDecorate(this, _private_pa_descriptor = { get: __setFunctionName(function () { return this.#pa_accessor_storage; }, "#pa", "get"), set: __setFunctionName(function (value) { this.#pa_accessor_storage = value; }, "#pa", "set") }, _private_pa_decorators, { kind: "accessor", name: "#pa", static: false, private: true, access: { has: obj => #pa in obj, get: obj => obj.#pa, set: (obj, value) => { obj.#pa = value; } }, metadata: _metadata }, _private_pa_initializers, _private_pa_extraInitializers);
            __esDecorate(null, null, _static_sf_decorators, { kind: "field", name: "sf", static: true, private: false, access: { has: obj => "sf" in obj, get: obj => obj.sf, set: (obj, value) => { obj.sf = value; } }, metadata: _metadata }, _static_sf_initializers, _static_sf_extraInitializers);
            __esDecorate(null, null, _f_decorators, { kind: "field", name: "f", static: false, private: false, access: { has: obj => "f" in obj, get: obj => obj.f, set: (obj, value) => { obj.f = value; } }, metadata: _metadata }, _f_initializers, _f_extraInitializers);
            __esDecorate(null, null, _private_pf_decorators, { kind: "field", name: "#pf", static: false, private: true, access: { has: obj => #pf in obj, get: obj => obj.#pf, set: (obj, value) => { obj.#pf = value; } }, metadata: _metadata }, _private_pf_initializers, _private_pf_extraInitializers);
            __esDecorate(null, _classDescriptor = { value: _classThis }, _classDecorators, { kind: "class", name: _classThis.name, metadata: _metadata }, null, _classExtraInitializers);
            C = _classThis = _classDescriptor.value;
            if (_metadata) Object.defineProperty(_classThis, Symbol.metadata, { enumerable: true, configurable: true, writable: true, value: _metadata });
        }
        m() { }
        static sm() { }
        f = (__runInitializers(this, _instanceExtraInitializers), __runInitializers(this, _f_initializers, 1));
        static sf = (__runInitializers(_classThis, _staticExtraInitializers), __runInitializers(_classThis, _static_sf_initializers, 2));
        get g() { return 1; }
        set s(v) { }
        #a_accessor_storage = (__runInitializers(this, _f_extraInitializers), __runInitializers(this, _a_initializers, 3));
        get a() { return this.#a_accessor_storage; }
        set a(value) { this.#a_accessor_storage = value; }
        static {
            _C_sa_accessor_storage = { value: (__runInitializers(_classThis, _static_sf_extraInitializers), __runInitializers(_classThis, _static_sa_initializers, 4)) };
        }
        static get sa() { return __classPrivateFieldGet(_classThis, _classThis, "f", _C_sa_accessor_storage); }
        static set sa(value) { __classPrivateFieldSet(_classThis, _classThis, value, "f", _C_sa_accessor_storage); }
        get #pm() { return _private_pm_descriptor.value; }
        #pf = (__runInitializers(this, _a_extraInitializers), __runInitializers(this, _private_pf_initializers, 5));
        [(_m_decorators = [d("m")], _static_sm_decorators = [d("sm")], _f_decorators = [d("f")], _static_sf_decorators = [d("sf")], _get_g_decorators = [d("g")], _set_s_decorators = [d("s")], _a_decorators = [d("a")], _static_sa_decorators = [d("sa")], _private_pm_decorators = [d("pm")], _private_pf_decorators = [d("pf")], _member_decorators = [d("[k]")], _a = __propKey(k("ck")))]() { }
        #pa_accessor_storage = (__runInitializers(this, _private_pf_extraInitializers), __runInitializers(this, _private_pa_initializers, 6));
        get #pa() { return _private_pa_descriptor.get.call(this); }
        set #pa(value) { return _private_pa_descriptor.set.call(this, value); }
        constructor() {
            __runInitializers(this, _private_pa_extraInitializers);
            log.push("ctor");
        }
        static {
            __runInitializers(_classThis, _static_sa_extraInitializers);
            __runInitializers(_classThis, _classExtraInitializers);
        }
    };
    return C = _classThis;
})();
log.push("after class");
new C();
console.log(log.join("\n"));
