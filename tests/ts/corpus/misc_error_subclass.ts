class AppError extends Error {
  constructor(message: string, public readonly code: number) { super(message); this.name = "AppError"; }
}
try { throw new AppError("bad", 42); } catch (e) { const err = e as AppError; console.log(err.name, err.message, err.code, err instanceof Error); }
