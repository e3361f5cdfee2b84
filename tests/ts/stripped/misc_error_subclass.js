class AppError extends Error {
    code;
    constructor(message, code) {
        super(message);
        this.code = code;
        this.name = "AppError";
    }
}
try {
    throw new AppError("bad", 42);
}
catch (e) {
    const err = e;
    console.log(err.name, err.message, err.code, err instanceof Error);
}
