import("m"); import("m", { with: { type: "json" } });
