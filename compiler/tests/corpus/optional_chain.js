function oc(o) {
  return [o?.a.b, o?.[0]?.(1), o.m?.(), delete o?.x, o ?? 1, o ||= 2];
}
