// A smoke program for rxjs run from its TypeScript sources (tests/ts/realworld.sh): most
// operators below complete synchronously or on promise jobs; the last group runs on the
// CLI's timers (rxjs' async scheduler uses setInterval), with deadlines far enough apart
// that the order of their output does not depend on timing.
import { of } from "./src/internal/observable/of.ts";
import { from } from "./src/internal/observable/from.ts";
import { range } from "./src/internal/observable/range.ts";
import { Subject } from "./src/internal/Subject.ts";
import { BehaviorSubject } from "./src/internal/BehaviorSubject.ts";
import { ReplaySubject } from "./src/internal/ReplaySubject.ts";
import { merge } from "./src/internal/observable/merge.ts";
import { concat } from "./src/internal/observable/concat.ts";
import { zip } from "./src/internal/observable/zip.ts";
import { combineLatest } from "./src/internal/observable/combineLatest.ts";
import { forkJoin } from "./src/internal/observable/forkJoin.ts";
import { defer } from "./src/internal/observable/defer.ts";
import { throwError } from "./src/internal/observable/throwError.ts";
import { firstValueFrom } from "./src/internal/firstValueFrom.ts";
import { lastValueFrom } from "./src/internal/lastValueFrom.ts";
import { map } from "./src/internal/operators/map.ts";
import { filter } from "./src/internal/operators/filter.ts";
import { scan } from "./src/internal/operators/scan.ts";
import { take } from "./src/internal/operators/take.ts";
import { reduce } from "./src/internal/operators/reduce.ts";
import { mergeMap } from "./src/internal/operators/mergeMap.ts";
import { concatMap } from "./src/internal/operators/concatMap.ts";
import { switchMap } from "./src/internal/operators/switchMap.ts";
import { toArray } from "./src/internal/operators/toArray.ts";
import { distinctUntilChanged } from "./src/internal/operators/distinctUntilChanged.ts";
import { pairwise } from "./src/internal/operators/pairwise.ts";
import { bufferCount } from "./src/internal/operators/bufferCount.ts";
import { startWith } from "./src/internal/operators/startWith.ts";
import { tap } from "./src/internal/operators/tap.ts";
import { catchError } from "./src/internal/operators/catchError.ts";
import { retry } from "./src/internal/operators/retry.ts";
import { takeWhile } from "./src/internal/operators/takeWhile.ts";
import { skip } from "./src/internal/operators/skip.ts";
import { groupBy } from "./src/internal/operators/groupBy.ts";
import { share } from "./src/internal/operators/share.ts";
import { finalize } from "./src/internal/operators/finalize.ts";
import { defaultIfEmpty } from "./src/internal/operators/defaultIfEmpty.ts";
import { every } from "./src/internal/operators/every.ts";
import { interval } from "./src/internal/observable/interval.ts";
import { timer } from "./src/internal/observable/timer.ts";
import { delay } from "./src/internal/operators/delay.ts";
import { debounceTime } from "./src/internal/operators/debounceTime.ts";
import type { Observer } from "./src/internal/types.ts";

const log = (label: string): Partial<Observer<unknown>> => ({
  next: (v: unknown) => console.log(label, JSON.stringify(v)),
  error: (e: any) => console.log(label, "error", e.message),
  complete: () => console.log(label, "done"),
});

of(1, 2, 3, 4, 5).pipe(map((x) => x * 10), filter((x) => x > 10), scan((a, b) => a + b, 0)).subscribe(log("scan"));
range(1, 10).pipe(bufferCount(3), toArray()).subscribe(log("buffer"));
from([1, 1, 2, 2, 3, 1]).pipe(distinctUntilChanged(), pairwise()).subscribe(log("pairs"));
const subject = new Subject<string>();
subject.pipe(startWith("start"), map((s) => s.toUpperCase())).subscribe(log("subject"));
subject.next("a");
subject.next("b");
subject.complete();
const state = new BehaviorSubject({ count: 0 });
state.pipe(map((s) => s.count), take(3)).subscribe(log("state"));
state.next({ count: 1 });
state.next({ count: 2 });
const replay = new ReplaySubject<number>(2);
[1, 2, 3].forEach((n) => replay.next(n));
replay.pipe(take(2)).subscribe(log("replay"));
zip(of("x", "y", "z"), range(1, 3)).subscribe(log("zip"));
concat(of(1), of(2, 3)).pipe(reduce((a, b) => a + b)).subscribe(log("concat"));
combineLatest([of(1, 2), of("a")]).subscribe(log("latest"));
forkJoin({ a: of(1, 2), b: range(5, 2) }).subscribe(log("forkJoin"));
of(1, 2, 3).pipe(mergeMap((x) => of(x, x * 100)), toArray()).subscribe(log("mergeMap"));
of("a", "b").pipe(concatMap((s) => range(1, 2).pipe(map((n) => s + n))), toArray()).subscribe(log("concatMap"));
of(1, 2).pipe(switchMap((x) => of(x * 2))).subscribe(log("switchMap"));
of(1, 2, 3).pipe(map((x) => { if (x === 2) throw new Error("two"); return x; }), catchError(() => of(-1))).subscribe(log("catch"));
throwError(() => new Error("boom")).subscribe(log("throwError"));
let attempts = 0;
defer(() => of(++attempts)).pipe(tap((n) => { if (n < 3) throw new Error("again"); }), retry(5)).subscribe(log("retry"));
range(0, 100).pipe(takeWhile((x) => x < 5), skip(2)).subscribe(log("takeWhile"));
of(1, 2, 3, 4, 5, 6).pipe(groupBy((n) => n % 3), mergeMap((g) => g.pipe(toArray(), map((xs) => [g.key, xs]))), toArray()).subscribe(log("groupBy"));
const shared = range(1, 3).pipe(tap((n) => console.log("side effect", n)), share());
shared.subscribe(log("share1"));
of().pipe(defaultIfEmpty("empty"), finalize(() => console.log("finalized"))).subscribe(log("default"));
of(2, 4, 6).pipe(every((n) => n % 2 === 0)).subscribe(log("every"));
(async () => {
  console.log("first", await firstValueFrom(of(7, 8)));
  console.log("last", await lastValueFrom(range(1, 4)));
  console.log("merge", JSON.stringify(await firstValueFrom(merge(of(1), of(2)).pipe(toArray()))));
})();
const typed = new Subject<string>();
typed.pipe(debounceTime(20)).subscribe(log("debounce"));
typed.next("h");
typed.next("he");
setTimeout(() => {
  typed.next("hello");
  typed.complete();
}, 5);
of(1, 2, 3).pipe(delay(30), toArray()).subscribe(log("delay"));
interval(20).pipe(take(3), toArray()).subscribe(log("interval"));
timer(100).pipe(map(() => "fired")).subscribe(log("timer"));
