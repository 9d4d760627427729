// The interpreter's thread: Go's wasm_exec.js runs adrepl.wasm here, so the
// page stays responsive while a cell runs. The module posts its output
// itself (postMessage from Go); this file only starts it and passes the
// page's requests on.
importScripts("wasm_exec.js");

const go = new Go();
onmessage = (e) => {
  const m = e.data;
  if (m.type === "run") {
    if (!self.adreplRun(m.code)) {
      postMessage({ type: "error", text: "a cell is running already\n" });
    }
  } else if (m.type === "warm") {
    self.adreplWarm();
  } else if (m.type === "interrupt" && self.adreplInterrupt) {
    self.adreplInterrupt();
  }
};

async function start() {
  const url = "adrepl.wasm";
  let inst;
  try {
    inst = await WebAssembly.instantiateStreaming(fetch(url), go.importObject);
  } catch (err) {
    // A host that does not serve .wasm as application/wasm.
    const bytes = await (await fetch(url)).arrayBuffer();
    inst = await WebAssembly.instantiate(bytes, go.importObject);
  }
  postMessage({ type: "loaded" }); // fetched and compiled: the page times the start
  go.run(inst.instance); // posts {type: "ready"}; never returns
}
start().catch((err) => postMessage({ type: "fatal", text: String(err) }));
