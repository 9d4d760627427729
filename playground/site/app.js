// The page: the editor, the buttons, share links, and the output of the
// interpreter, which runs in a Web Worker (worker.js).
"use strict";

const $ = (id) => document.getElementById(id);
const code = $("code"), output = $("output"), status = $("status");
const runBtn = $("run"), stopBtn = $("interrupt");

let worker = null, ready = false, running = false, runOnReady = false;
let cellOut = null; // where the running cell's output goes
let stopTimer = 0;
let stopped = false; // the running cell answered an interrupt

// --- the worker -----------------------------------------------------------

let wasmModule = null; // compiled by the first worker, for a restarted one

// startWorker takes over the worker index.html started, or starts a new
// one (#restart: it waits for the compiled module instead of fetching it).
function startWorker() {
  ready = false;
  const boot = window.adreplBoot;
  window.adreplBoot = null;
  const t0 = boot ? boot.t0 : performance.now();
  if (!document.body.dataset.workerMs) document.body.dataset.workerMs = String(Math.round(t0));
  worker = boot ? boot.worker : new Worker("worker.js#restart");
  worker.onmessage = (e) => receive(e.data, t0);
  // An uncaught error in the worker (JavaScript's own, such as running
  // out of stack, which Go cannot catch) leaves the module unusable.
  worker.onerror = (e) => {
    if (ready) died("the interpreter crashed (" + e.message + ")");
    else note("the interpreter failed to load: " + e.message, "error");
  };
  if (boot) for (const m of boot.queue) receive(m, t0);
  else worker.postMessage({ type: "start", module: wasmModule });
}

function receive(m, t0) {
  if (m.type !== "stdout" && m.type !== "stderr") drawText(); // what was printed comes first
  lastAnswer = performance.now();
  unanswered = 0;
  switch (m.type) {
    case "loaded":
      document.body.dataset.loadedMs = String(Math.round(performance.now() - t0));
      wasmModule = wasmModule || m.module; // a restart after a stuck interrupt compiles nothing
      break;
    case "ready":
      ready = true;
      document.body.dataset.readyMs = String(Math.round(performance.now() - t0));
      status.textContent = `ready (interpreter loaded in ${document.body.dataset.readyMs} ms)`;
      runBtn.disabled = false;
      if (runOnReady) { runOnReady = false; run(); }
      // Nothing to run yet: the interpreter warms up meanwhile, so that
      // the first Run is quick (it waits for the warm-up if it comes early).
      else worker.postMessage({ type: "warm" });
      break;
    case "warmed":
      document.body.dataset.warmedMs = String(Math.round(performance.now() - t0));
      afterPaint(loadECharts);
      break;
    case "stdout": case "stderr":
      worker.postMessage({ type: "ack" }); // the worker sends a few batches ahead, no more
      append(m.type, m.text);
      break;
    case "html":
      picture(m.html, m.kind);
      break;
    case "live":
      // A chart's live version, after its run: into its figure's place,
      // once the run's end is on the screen (ECharts' first chart is slow).
      // The figure's scripts run again with it, its swap of the static
      // picture for the live one too (which gives up 20 s after it starts).
      loadECharts();
      afterPaint(() => {
        const fig = document.getElementById(m.id);
        const live = fig && fig.querySelector(".adrepl-live");
        if (live) { live.innerHTML = m.html; activate(fig); }
      });
      break;
    case "error":
      append("error", m.text);
      if (/^(?:\S+: )?interrupted$/.test(m.text.split("\n")[0])) {
        stopped = true;
        note("stopped by Interrupt; the session keeps its names and values");
      }
      // Positions in the reader's cells only (not in a library's source).
      if (m.line && /^cell\d+$/.test(m.file || "")) markError(m.line, m.col || 1);
      break;
    case "done":
      finish(m.ok ? "done" : stopped ? "interrupted" : "stopped with an error");
      break;
    case "fatal":
      note("the interpreter failed: " + m.text, "error");
      break;
    case "exit":
      // Go's runtime ended (a fatal error): nothing answers any more.
      died("the interpreter stopped (exit status " + m.code + ")");
      break;
  }
}

function run() {
  if (running) return;
  if (!ready) { runOnReady = true; return; }
  markError(0);
  running = true;
  stopped = false;
  runBtn.disabled = true;
  stopBtn.disabled = false;
  status.textContent = "running…";
  cellOut = document.createElement("div");
  cellOut.className = "cell";
  output.appendChild(cellOut);
  cellOut.t0 = performance.now();
  worker.postMessage({ type: "run", code: code.value, stdin: $("stdin").value });
  lastAnswer = performance.now();
  unanswered = 0;
  clearInterval(pingTimer);
  pingTimer = setInterval(ping, 1000);
}

// While a cell runs the page pings the worker every second; the worker's
// own script answers whenever the interpreter gives its event loop a turn
// (every 50 ms in a running cell). A worker that has not answered for
// adreplDeadMs (60 s: a long call into host code, or the collector's work
// on a heap near the budget, answers late, not never) is taken for dead: the system may kill it, and a dead worker sends
// nothing, so without this the page would say "running…" for ever.
let lastAnswer = 0, pingTimer = 0;
// The pings sent since the last answer count too: when the page's own
// thread was held up, the worker's answers may be waiting behind this timer.
let unanswered = 0;
function ping() {
  if (!running) { clearInterval(pingTimer); return; }
  const dead = window.adreplDeadMs || 60000;
  if (performance.now() - lastAnswer > dead && unanswered >= dead / 1000) {
    died("the interpreter stopped answering (its worker died?)");
    return;
  }
  unanswered++;
  worker.postMessage({ type: "ping" });
}

// died replaces a worker that can no longer run anything.
function died(why) {
  clearInterval(pingTimer);
  worker.terminate();
  note(why + ": restarted it, and the session's names are gone", "error");
  if (running) finish("restarted");
  runBtn.disabled = true;
  startWorker();
}

function finish(how) {
  drawText();
  clearTimeout(stopTimer);
  clearInterval(pingTimer);
  running = false;
  runBtn.disabled = !ready;
  stopBtn.disabled = true;
  const ms = cellOut ? Math.round(performance.now() - cellOut.t0) : 0;
  if (!document.body.dataset.runs) {
    document.body.dataset.firstRunMs = String(ms);
    document.body.dataset.firstDoneMs = String(Math.round(performance.now())); // since navigation
  }
  status.textContent = `${how} (${ms} ms)`;
  document.body.dataset.runs = String(Number(document.body.dataset.runs || 0) + 1);
  afterPaint(loadECharts);
}

// afterPaint calls f once the browser has drawn what is in the page now.
function afterPaint(f) {
  requestAnimationFrame(() => setTimeout(f, 0));
}

// loadECharts loads the site's ECharts (index.html names it, when the site
// has it), once, when it is no longer in the way: after the first run or
// the warm-up. It is 1 MB of JavaScript, whose compiling and running would
// take a core from the interpreter's start; until it is there, charts show
// their static SVG (a live chart's script waits for it).
let echartsAsked = false;
function loadECharts() {
  if (echartsAsked || !window.adreplECharts) return;
  echartsAsked = true;
  const s = document.createElement("script");
  s.src = window.adreplECharts;
  document.head.appendChild(s);
}

// interrupt asks the interpreter to stop; it answers within a few tens of
// milliseconds (the Go side gives the worker's event loop a turn every
// 50 ms). If it does not answer in two seconds, the worker is replaced:
// the session's names are lost, which the output says.
function interrupt() {
  if (!running) return;
  worker.postMessage({ type: "interrupt" });
  status.textContent = "interrupting…";
  clearTimeout(stopTimer);
  stopTimer = setTimeout(() => died("the interpreter did not answer the interrupt"), 2000);
}

// --- output ------------------------------------------------------------------

function target() {
  // For the measurements in docs/playground.md: when the first output came.
  if (!document.body.dataset.firstOutputMs) document.body.dataset.firstOutputMs = String(Math.round(performance.now()));
  if (!cellOut) { cellOut = document.createElement("div"); cellOut.className = "cell"; output.appendChild(cellOut); }
  return cellOut;
}

// Printed text waits in queued for the next drawing (every 50 ms, and
// before anything else is put in the output): a print loop sends
// megabytes a second, and a DOM update per message froze the tab. A run
// of text keeps its first headChars and its last tailChars characters,
// with a line saying how many between them are not shown.
const headChars = 16 << 10, tailChars = 32 << 10;
// The wait between drawings grows with what a drawing costs (four times
// it), so that drawing takes at most a fifth of the page's thread.
let queued = [], drawTimer = 0, drawGap = 50;
function append(kind, text) {
  queued.push([target(), kind, text]);
  if (!drawTimer) drawTimer = setTimeout(drawText, drawGap);
}

function drawText() {
  clearTimeout(drawTimer);
  drawTimer = 0;
  if (!queued.length) return;
  const t0 = performance.now();
  const touched = new Set();
  for (const [box, kind, text] of queued) {
    let pre = box.lastElementChild;
    if (!pre || pre.tagName !== "PRE" || pre.className !== kind) {
      pre = document.createElement("pre");
      pre.className = kind;
      pre.head = ""; pre.tail = ""; pre.dropped = 0;
      box.appendChild(pre);
    }
    let t = text;
    if (pre.head.length < headChars) {
      const n = headChars - pre.head.length;
      pre.head += t.slice(0, n);
      t = t.slice(n);
    }
    pre.tail += t;
    if (pre.tail.length > tailChars) {
      // Drop whole lines where there are any.
      let cut = pre.tail.length - tailChars;
      const nl = pre.tail.indexOf("\n", cut);
      if (nl >= 0 && nl < cut + 4096) cut = nl + 1;
      pre.dropped += cut;
      pre.tail = pre.tail.slice(cut);
    }
    touched.add(pre);
  }
  queued = [];
  for (const pre of touched) {
    pre.textContent = pre.dropped
      ? pre.head + `\n… ${pre.dropped} characters not shown …\n` + pre.tail
      : pre.head + pre.tail;
    reveal(pre.parentElement);
  }
  drawGap = Math.min(1000, Math.max(50, 4 * (performance.now() - t0)));
}

// reveal scrolls the output to the running cell's start, or to its end
// while that fits: a run's first lines stay in sight.
function reveal(box) {
  output.scrollTop = Math.min(output.scrollHeight, box.offsetTop);
}

function note(text, kind) {
  append(kind === "error" ? "error" : "note", text + "\n");
}

// picture inserts viz's HTML: a tape table, or a chart's static SVG in a
// figure whose live version comes later ("live" messages).
function picture(html, kind) {
  drawText();
  const div = document.createElement("div");
  div.className = "picture " + (kind || "");
  div.innerHTML = html;
  const box = target();
  box.appendChild(div);
  activate(div);
  reveal(box);
}

// activate runs the scripts of HTML set by innerHTML (which does not run
// them) by replacing each with a fresh copy. A chart is as wide as its
// data asks; one wider than the pane is drawn to the pane's width instead
// of scrolling sideways (set before its script runs: ECharts takes the
// element's size when it starts).
function activate(div) {
  const room = div.closest(".picture").clientWidth;
  for (const el of div.querySelectorAll(".adrepl-chart")) {
    // A graph (in an adrepl-scroll box) keeps its size and scrolls instead.
    if (parseFloat(el.style.width) > room && !el.closest(".adrepl-scroll")) el.style.width = room + "px";
  }
  for (const old of div.querySelectorAll("script")) {
    const s = document.createElement("script");
    s.textContent = old.textContent;
    old.replaceWith(s);
  }
}

// --- the editor -------------------------------------------------------------

function gutter() {
  const n = code.value.split("\n").length;
  const g = $("gutter");
  let bad = Number(g.dataset.bad || 0), s = "";
  for (let i = 1; i <= n; i++) s += (i === bad ? `<span class="bad">${i}</span>` : i) + "\n";
  g.innerHTML = s;
  g.scrollTop = code.scrollTop;
}

// markError marks line n of the editor (0: none) in the gutter, and the
// token at byte column col (go/token counts bytes of UTF-8) in the text,
// and selects that token.
function markError(n, col) {
  $("gutter").dataset.bad = String(n);
  gutter();
  const marks = $("marks");
  marks.textContent = "";
  if (n <= 0) return;
  const lines = code.value.split("\n");
  const line = lines[n - 1];
  if (line === undefined) return;
  let start = 0;
  for (let i = 0; i < n - 1; i++) start += lines[i].length + 1;
  const at = new TextDecoder().decode(new TextEncoder().encode(line).subarray(0, Math.max(0, col - 1))).length;
  // The token at the column: a name or number, else one character (a
  // space past the end of the line, so that the mark is seen).
  const word = /^[\p{L}\p{N}_.]+/u.exec(line.slice(at));
  const len = word ? word[0].length : 1;
  // The line lightly, the token strongly.
  const mark = document.createElement("mark");
  mark.textContent = line.slice(at, at + len) || " ";
  const lineSpan = document.createElement("span");
  lineSpan.className = "errline";
  lineSpan.append(line.slice(0, at), mark, line.slice(at + len));
  marks.append(code.value.slice(0, start), lineSpan, code.value.slice(start + line.length) + "\n");
  syncMarks();
  code.focus();
  code.setSelectionRange(start + at, start + at); // the cursor at the column, the mark in sight
}

function syncMarks() {
  const marks = $("marks");
  marks.scrollTop = code.scrollTop;
  marks.scrollLeft = code.scrollLeft;
}

function insert(text) {
  // execCommand keeps the browser's undo history; setRangeText is the fallback.
  if (!document.execCommand("insertText", false, text)) {
    code.setRangeText(text, code.selectionStart, code.selectionEnd, "end");
  }
  gutter();
}

code.addEventListener("keydown", (e) => {
  if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
    e.preventDefault();
    run();
  } else if (e.key === "Tab" && !e.ctrlKey && !e.altKey && !e.metaKey) {
    e.preventDefault();
    insert("\t");
  } else if (e.key === "Enter" && !e.shiftKey) {
    // Keep the line's indentation; one more after an opening brace.
    e.preventDefault();
    const before = code.value.slice(0, code.selectionStart);
    const line = before.slice(before.lastIndexOf("\n") + 1);
    let indent = line.match(/^[\t ]*/)[0];
    if (/[{(\[]\s*$/.test(line)) indent += "\t";
    insert("\n" + indent);
  } else if (e.key === "}" ) {
    // A closing brace alone on its line goes back one level.
    const s = code.selectionStart, before = code.value.slice(0, s);
    const line = before.slice(before.lastIndexOf("\n") + 1);
    if (/^\t+$/.test(line) && code.selectionEnd === s) {
      e.preventDefault();
      code.setSelectionRange(s - 1, s);
      insert("}");
    }
  }
});
// An edit moves the text under the mark: the mark goes (the gutter keeps
// the line until the next run).
code.addEventListener("input", () => { $("marks").textContent = ""; gutter(); });
code.addEventListener("scroll", () => { $("gutter").scrollTop = code.scrollTop; syncMarks(); });

// --- share links: #code= base64url of the UTF-8 source, no padding ---------

function encode(s) {
  let bin = "";
  for (const b of new TextEncoder().encode(s)) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function decode(s) {
  s = s.replace(/-/g, "+").replace(/_/g, "/");
  const bin = atob(s + "===".slice((s.length + 3) % 4));
  return new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
}

function share() {
  const url = location.href.split("#")[0] + "#code=" + encode(code.value);
  history.replaceState(null, "", url);
  const link = $("link");
  link.hidden = false;
  link.value = url;
  link.select();
  if (navigator.clipboard) navigator.clipboard.writeText(url).then(() => { status.textContent = "link copied"; }, () => {});
}

function fromHash() {
  const m = /(?:^#|&)code=([A-Za-z0-9_-]*)/.exec(location.hash);
  if (!m) return false;
  try {
    code.value = decode(m[1]);
    return true;
  } catch (err) {
    note("the link's code could not be read: " + err.message, "error");
    return false;
  }
}

// --- start --------------------------------------------------------------------

for (const [i, d] of DEMOS.entries()) {
  const o = document.createElement("option");
  o.value = String(i);
  o.textContent = d.name;
  $("demos").appendChild(o);
}
$("demos").addEventListener("change", (e) => {
  const d = DEMOS[Number(e.target.value)];
  // One click: the demo replaces the code and runs (or runs once the
  // interpreter is ready).
  if (d) { code.value = d.code; markError(0); if (!running) run(); }
  e.target.value = "";
});
runBtn.addEventListener("click", run);
stopBtn.addEventListener("click", interrupt);
$("share").addEventListener("click", share);
$("clear").addEventListener("click", () => { drawText(); output.textContent = ""; cellOut = null; });
window.addEventListener("hashchange", () => { fromHash(); gutter(); });

if (!fromHash()) code.value = DEMOS[0].code;
gutter();
// ?run=1: run once ready (which may have come already, queued for startWorker).
if (new URLSearchParams(location.search).get("run") === "1") runOnReady = true;
startWorker();
