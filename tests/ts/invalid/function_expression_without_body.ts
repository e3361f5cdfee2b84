const f = function (): void;
