// What the keystroke measures share (keystroke.mjs, keystroke-trace.mjs, keystroke-profile.mjs):
// `window.keystrokes` in the page, to press a key in a cell and wait for the page's work, and to
// fill the undo history to its limit.
/** Installs `window.keystrokes` in every page `page` opens from now on. */
export function installKeystrokes(page) {
  return page.addInitScript(() => {
    // A macrotask after the key: the render and its effects (the save) have run by then.
    const settle = () => new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(0);
    });
    const press = async (input, key) => {
      input.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
      await settle();
    };
    const cells = () => [...document.querySelectorAll('[role=grid] [role=gridcell]')];
    // The cells without a given (those empty when the puzzle loads), in reading order.
    const open = () => cells().filter((input) => !/, given \d$/.test(input.getAttribute('aria-label')));
    // 600 edits, digits 1 to 9 in turn through the open cells: the history keeps the last 500.
    const fillHistory = async () => {
      const empty = open();
      for (let i = 0; i < 600; i++) await press(empty[i % empty.length], String(1 + (i % 9)));
    };
    window.keystrokes = { settle, press, cells, open, fillHistory };
  });
}
