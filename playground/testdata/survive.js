// Injected into index.html by TestPlaygroundSurvivesInChromium (never part
// of the site). The page was opened with a share link whose ?run=1 program
// prints without end; this script interrupts it, then runs the test's
// cases (GET /cases) one after another in the same session, each a Run of
// the editor's code, and posts what each did to /result. While a case
// runs it measures how long the page's own thread was kept from a 10 ms
// timer (the tab must not freeze).
(async () => {
  const $ = (id) => document.getElementById(id);
  const runs = () => Number(document.body.dataset.runs || 0);
  const sleep = (ms) => new Promise((ok) => setTimeout(ok, ms));
  const wait = async (cond, ms) => {
    const t0 = performance.now();
    while (!cond()) {
      if (performance.now() - t0 > ms) return false;
      await sleep(5);
    }
    return true;
  };
  // The longest gap between two ticks of a 10 ms timer since the last reset.
  let last = performance.now(), gap = 0;
  setInterval(() => { const t = performance.now(); gap = Math.max(gap, t - last); last = t; }, 10);
  const lastCell = () => { const c = $("output").querySelectorAll(".cell"); return c.length ? c[c.length - 1].innerText : ""; };
  const post = (r) => fetch("/result", { method: "POST", body: JSON.stringify(r) });

  const one = async (c, before) => {
    const r = { name: c.name };
    const n = runs();
    if (!before) {
      // A restarted interpreter first has to be ready.
      await wait(() => !$("run").disabled, 60000);
      $("code").value = c.code;
      $("run").click();
    }
    gap = 0; last = performance.now();
    const t0 = performance.now();
    if (c.interruptAfterMs) {
      // Until the cell has printed, then the given time.
      await wait(() => lastCell().length > 0 || runs() > n, 60000);
      await sleep(c.interruptAfterMs);
      r.runningWhenInterrupted = runs() === n;
      r.outputChars = lastCell().length;
      const t = performance.now();
      $("interrupt").click();
      r.done = await wait(() => runs() > n, c.timeoutMs);
      r.interruptMs = performance.now() - t;
    } else {
      if (c.killAfterMs) {
        // The worker dies as if the system killed it: no message, no
        // error event; the page must notice that it stopped answering.
        await sleep(c.killAfterMs);
        worker.terminate(); // app.js's worker (a script's top-level let is shared)
      }
      r.done = await wait(() => runs() > n, c.timeoutMs);
    }
    r.ms = performance.now() - t0;
    r.maxGapMs = gap;
    r.status = $("status").textContent;
    r.output = lastCell();
    return r;
  };

  window.adreplDeadMs = 40000; // app.js: how long a silent worker may run on (60 s on a real page)
  try {
    const cases = await (await fetch("/cases")).json();
    for (const [i, c] of cases.entries()) {
      // The first case is the share link's own run (?run=1).
      await post(await one(c, i === 0));
      await sleep(100);
    }
  } catch (e) {
    await post({ name: "error", output: String(e) });
  }
  await post({ name: "end" });
})();
