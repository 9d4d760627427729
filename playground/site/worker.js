// The interpreter's thread: Go's wasm_exec.js runs adrepl.wasm here, so the
// page stays responsive while a cell runs. The module posts its output
// itself (postMessage from Go); this file only starts it and passes the
// page's requests on.

// The module's download starts at once: importScripts waits for
// wasm_exec.js to arrive, the download need not.
const wasmURL = "adrepl.wasm.gz";
const download = self.location.hash === "#restart" ? null : fetch(wasmURL);
importScripts("wasm_exec.js");

const go = new Go();
let exitCode = -1;
self.adreplInFlight = 0;
go.exit = (code) => { exitCode = code; };
onmessage = (e) => {
  const m = e.data;
  if (m.type === "start") {
    start(m.module).catch((err) => postMessage({ type: "fatal", text: String(err) }));
  } else if (m.type === "run") {
    if (!self.adreplRun(m.code, m.stdin || "")) {
      postMessage({ type: "error", text: "a cell is running already\n" });
    }
  } else if (m.type === "warm") {
    self.adreplWarm();
  } else if (m.type === "interrupt" && self.adreplInterrupt) {
    self.adreplInterrupt();
  } else if (m.type === "ack") {
    self.adreplInFlight--; // main.go's out: batches of text the page has not taken yet
  } else if (m.type === "ping") {
    postMessage({ type: "pong" }); // app.js: the worker is alive
  }
};

// start runs the module: the page's compiled one for a restarted worker
// (worker.js#restart: the browser shares the compiled code), else the one
// it fetches and compiles itself at once, which it hands to the page.
async function start(module) {
  let instance;
  if (module) {
    instance = await WebAssembly.instantiate(module, go.importObject);
  } else {
    let r;
    try {
      r = await WebAssembly.instantiateStreaming(inflate(await (download || fetch(wasmURL))), go.importObject);
    } catch (err) {
      // A browser without instantiateStreaming: all of it, then compile.
      const bytes = await (await inflate(await fetch(wasmURL))).arrayBuffer();
      r = await WebAssembly.instantiate(bytes, go.importObject);
    }
    instance = r.instance;
    module = r.module;
  }
  postMessage({ type: "loaded", module });
  self.adreplMemoryMax = memoryMax(); // main.go's memory budget comes from it
  // go.run posts {type: "ready"} and ends only if Go's runtime stops (a
  // fatal error): the page must then start a fresh worker.
  go.run(instance).then(() => postMessage({ type: "exit", code: exitCode }));
}

// memoryMax is the most memory the browser gives one module, in bytes:
// the largest WebAssembly.Memory it makes, tried from wasm32's 4 GiB
// down (14 ms: the pages are only reserved, and dropped at once), and
// no more than the device's memory where the browser says
// (navigator.deviceMemory, in GB, at most 8 in Chromium).
function memoryMax() {
  let max = 0;
  for (const pages of [65536, 49152, 32768, 24576, 16384, 12288, 8192, 4096]) {
    try {
      new WebAssembly.Memory({ initial: pages });
      max = pages * 65536;
      break;
    } catch (err) {}
  }
  const device = self.navigator && navigator.deviceMemory;
  if (device > 0) max = Math.min(max || Infinity, device * 2 ** 30);
  return max === Infinity ? 0 : max;
}

// inflate is the module of the response for adrepl.wasm.gz, as a response
// the browser compiles while it arrives: the gzip file is decompressed
// here (DecompressionStream) unless the host did it already (a host that
// sends .gz files with Content-Encoding: gzip; its body starts with the
// module's own magic, not gzip's 1f 8b).
async function inflate(resp) {
  if (!resp.ok) throw new Error(wasmURL + ": " + resp.status + " " + resp.statusText);
  const reader = resp.body.getReader();
  const first = await reader.read();
  const body = new ReadableStream({
    start(c) { if (first.done) c.close(); else c.enqueue(first.value); },
    async pull(c) {
      const { done, value } = await reader.read();
      if (done) c.close(); else c.enqueue(value);
    },
  });
  const gz = !first.done && first.value[0] === 0x1f && first.value[1] === 0x8b;
  return new Response(gz ? body.pipeThrough(new DecompressionStream("gzip")) : body,
    { headers: { "Content-Type": "application/wasm" } });
}

if (self.location.hash !== "#restart") {
  start(null).catch((err) => postMessage({ type: "fatal", text: String(err) }));
}
