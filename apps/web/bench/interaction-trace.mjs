// The main thread's work of one interaction, from a Chrome trace: what ran on the page's renderer
// main thread from the tap's first input event (pointerdown / touchstart) until the first frame
// presented after its last one (click), split by kind the way DevTools' summary does
// (self time of each trace event: script, style, layout, paint, the rest "other"). Less moved by
// other load on the machine than Event Timing's latency, which includes waiting for the CPU: a
// figure to compare builds on the same minute. Also: how many elements style was recalculated for,
// how many layout objects were laid out, and how many style/layout passes ran inside a script
// (forced: a layout read after a write).

/** Trace categories needed (kept few: tracing itself slows the page). */
export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'toplevel',
  'v8.execute',
  'disabled-by-default-v8.gc',
];

const INPUT = new Set([
  'pointerdown',
  'touchstart',
  'mousedown',
  'pointerup',
  'touchend',
  'mouseup',
  'click',
  'change',
  'input',
  'keydown',
]);
const KIND = {
  script: [
    'EventDispatch',
    'FunctionCall',
    'EvaluateScript',
    'TimerFire',
    'FireAnimationFrame',
    'RunMicrotasks',
    'FireIdleCallback',
    'XHRReadyStateChange',
    'XHRLoad',
    'V8.Execute',
    'v8.run',
    'v8.compile',
    'v8.compileModule',
    'v8.evaluateModule',
    'v8.callFunction',
    'MinorGC',
    'MajorGC',
    'V8.GC_SCAVENGER',
    'V8.GC_MARK_COMPACTOR',
    'BlinkGC.AtomicPhase',
  ],
  style: ['UpdateLayoutTree', 'RecalculateStyles', 'ParseAuthorStyleSheet'],
  layout: ['Layout', 'HitTest', 'IntersectionObserverController::computeIntersections'],
  paint: [
    'PrePaint',
    'Paint',
    'Layerize',
    'Commit',
    'PaintImage',
    'UpdateLayerTree',
    'Decode Image',
  ],
};
const kindOf = new Map(Object.entries(KIND).flatMap(([k, names]) => names.map((n) => [n, k])));

/** The renderer main thread (pid, tid) that dispatched input events. */
function mainThread(events) {
  const mains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const input = events.find(
    (e) =>
      e.name === 'EventDispatch' && INPUT.has(e.args?.data?.type) && mains.has(`${e.pid}:${e.tid}`),
  );
  return input ? `${input.pid}:${input.tid}` : null;
}

/**
 * @param {Buffer | string} trace  Chrome's trace JSON
 * @returns {{ script: number, style: number, layout: number, paint: number, other: number,
 *   total: number, cpu: number, forced: number, styleElements: number, layoutObjects: number } | null}
 *   milliseconds of wall time as the page lived it (CPU slowed 4×; also stretched when other
 *   processes take the CPU) and counts; `cpu`: the same work's thread time, which other load
 *   does not stretch; null if the trace holds no input event
 */
export function interactionWork(trace) {
  const parsed = JSON.parse(String(trace));
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const thread = mainThread(events);
  if (!thread) return null;
  const onMain = events
    .filter((e) => e.ph === 'X' && `${e.pid}:${e.tid}` === thread && typeof e.dur === 'number')
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const inputs = onMain.filter((e) => e.name === 'EventDispatch' && INPUT.has(e.args?.data?.type));
  const start = inputs[0].ts;
  const lastInputEnd = Math.max(...inputs.map((e) => e.ts + e.dur));
  // The frame: the first one presented after the last input event (Chrome's long-animation-frame
  // marks, `AnimationFrame::Presentation`, on the same thread).
  const frame = events
    .filter(
      (e) =>
        e.name === 'AnimationFrame::Presentation' &&
        `${e.pid}:${e.tid}` === thread &&
        e.ts >= lastInputEnd,
    )
    .sort((a, b) => a.ts - b.ts)[0];
  const end = frame ? frame.ts : lastInputEnd;

  const work = { script: 0, style: 0, layout: 0, paint: 0, other: 0 };
  let cpu = 0;
  let forced = 0;
  let styleElements = 0;
  let layoutObjects = 0;
  // Self time: each event's duration less its children's (nesting from the timestamps).
  const stack = [];
  const close = (upTo) => {
    while (stack.length && stack.at(-1).endTs <= upTo) {
      const done = stack.pop();
      work[done.kind] += done.self / 1000;
      cpu += done.selfCpu / 1000;
    }
  };
  for (const e of onMain) {
    if (e.ts < start || e.ts + e.dur > end) continue;
    close(e.ts);
    const parent = stack.at(-1);
    if (parent) {
      parent.self -= e.dur;
      parent.selfCpu -= e.tdur ?? 0;
    }
    const kind = kindOf.get(e.name) ?? (parent ? parent.kind : 'other');
    if (
      (e.name === 'Layout' || e.name === 'UpdateLayoutTree') &&
      stack.some((s) => s.kind === 'script')
    )
      forced += 1;
    if (e.name === 'UpdateLayoutTree') styleElements += e.args?.elementCount ?? 0;
    if (e.name === 'Layout') layoutObjects += e.args?.beginData?.dirtyObjects ?? 0;
    stack.push({ kind, self: e.dur, selfCpu: e.tdur ?? 0, endTs: e.ts + e.dur });
  }
  close(Infinity);
  const round = (x) => Math.round(x * 10) / 10;
  const out = Object.fromEntries(Object.entries(work).map(([k, v]) => [k, round(v)]));
  return {
    ...out,
    total: round(Object.values(work).reduce((a, b) => a + b, 0)),
    cpu: round(cpu),
    forced,
    styleElements,
    layoutObjects,
  };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * The median main-thread work of some runs, as "script 41, style 9, layout 12, paint 6 = 70 ms
 * (1 forced)", with the elements styled and objects laid out; runs without a trace are left out.
 */
export function workLine(works) {
  const ok = works.filter(Boolean);
  if (ok.length === 0) return 'no trace';
  const m = (k) => Math.round(median(ok.map((w) => w[k])));
  const forced = m('forced');
  return (
    `script ${m('script')}, style ${m('style')}, layout ${m('layout')}, paint ${m('paint')}, ` +
    `other ${m('other')} = ${m('total')} ms (thread time ${m('cpu')} ms); ` +
    `${m('styleElements')} elements styled, ` +
    `${m('layoutObjects')} laid out${forced ? `, ${forced} forced` : ''}`
  );
}
