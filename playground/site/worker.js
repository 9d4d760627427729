// The interpreter's thread: Go's wasm_exec.js runs adrepl.wasm here, so the
// page stays responsive while a cell runs. The module posts its output
// itself (postMessage from Go); this file only starts it and passes the
// page's requests on.

// The module's download starts at once: importScripts waits for
// wasm_exec.js to arrive, the download need not.
const download = self.location.hash === "#restart" ? null : fetch("adrepl.wasm");
importScripts("wasm_exec.js");

const go = new Go();
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
    const url = "adrepl.wasm";
    let r;
    try {
      r = await WebAssembly.instantiateStreaming(download || fetch(url), go.importObject);
    } catch (err) {
      // A host that does not serve .wasm as application/wasm.
      const bytes = await (await fetch(url)).arrayBuffer();
      r = await WebAssembly.instantiate(bytes, go.importObject);
    }
    instance = r.instance;
    module = r.module;
  }
  postMessage({ type: "loaded", module });
  go.run(instance); // posts {type: "ready"}; never returns
}

if (self.location.hash !== "#restart") {
  start(null).catch((err) => postMessage({ type: "fatal", text: String(err) }));
}
