// A sliding-window rate limiter and a token bucket driven by a fake clock; reports accepted/rejected per second.
class SlidingWindow { constructor(limit, windowMs) { this.limit = limit; this.windowMs = windowMs; this.hits = []; } allow(now) { while (this.hits.length && this.hits[0] <= now - this.windowMs) this.hits.shift(); if (this.hits.length < this.limit) { this.hits.push(now); return true; } return false; } }
class TokenBucket { constructor(cap, perSec) { this.cap = cap; this.tokens = cap; this.perSec = perSec; this.last = 0; } allow(now) { this.tokens = Math.min(this.cap, this.tokens + ((now - this.last) / 1000) * this.perSec); this.last = now; if (this.tokens >= 1) { this.tokens -= 1; return true; } return false; } }
const times = []; for (let t = 0; t < 3000; t += 137) times.push(t); times.push(3000, 3001, 3002, 3003);
for (const limiter of [new SlidingWindow(5, 1000), new TokenBucket(3, 4)]) {
  const perSec = {};
  for (const t of times) { const s = Math.floor(t / 1000); perSec[s] ??= { ok: 0, no: 0 }; perSec[s][limiter.allow(t) ? "ok" : "no"]++; }
  console.log(limiter.constructor.name, JSON.stringify(perSec), limiter.tokens?.toFixed(3) ?? limiter.hits.length);
}
