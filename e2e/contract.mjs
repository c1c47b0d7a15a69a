// The page as the contract (shared/docs/ui-contract.md) describes it: every helper finds things by
// role and accessible name, never by CSS class or id, as people and screen readers do.
import assert from 'node:assert/strict';

export const board = (page) => page.getByRole('grid', { name: 'Sudoku board' });

/** The 81 cells in reading order (gridcells that carry the name; a cell's text is its digit). */
export const cells = (page) => board(page).getByRole('gridcell');

/** The cell at 1-based row and column, found by its accessible name. */
export const cell = (page, row, col) =>
  board(page).getByRole('gridcell', { name: new RegExp(`^Row ${row}, Column ${col}(,|$)`) });

export const button = (page, name) => page.getByRole('button', { name, exact: true });
export const status = (page) => page.getByRole('status');

/** Resolves once the app has finished what the last action started. Yew 0.23's scheduler yields
 * to the browser (a `setTimeout(0)`) after 16 ms of work, so on a loaded machine the DOM can be
 * read, or the page reloaded, between a render and the effects after it (the save among them), or
 * between two renders. Timeouts of the same delay run in order: three nested turns outlast three
 * such yields queued before them. */
export async function settle(page) {
  await page.evaluate(() => new Promise((done) => {
    const turn = (left) => (left ? setTimeout(() => turn(left - 1), 0) : done());
    turn(3);
  }));
}

/** The board's digits as an 81-character line, '.' for empty. */
export async function readBoard(page) {
  await settle(page);
  const values = await cells(page).evaluateAll((cells) => cells.map((c) => c.textContent));
  assert.equal(values.length, 81);
  return values.map((v) => v || '.').join('');
}

/** The 1-based (row, col) of every cell with aria-invalid="true", as "r,c" strings. */
export async function invalidCells(page) {
  await settle(page);
  const flags = await cells(page).evaluateAll((cells) =>
    cells.map((c) => c.getAttribute('aria-invalid') === 'true'));
  return flags.flatMap((bad, i) => (bad ? [`${Math.floor(i / 9) + 1},${(i % 9) + 1}`] : []));
}

/** Types `puzzle` (81 chars) by keyboard as a person would: digits, arrows to move on. */
export async function typePuzzle(page, puzzle) {
  // On an empty board each character typed fills a cell and moves on to the next.
  await cell(page, 1, 1).click();
  await page.keyboard.type(puzzle);
}

/** Dispatches a paste of `text` on `locator`, as the browser does for Ctrl+V. */
export async function paste(locator, text) {
  await locator.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

export async function statusText(page) {
  await settle(page);
  return (await status(page).textContent()).trim();
}

/** Presses Solve and waits for the answer: the solve runs in a Web Worker, so the status says
 * "Solving…" until it is back. The status is watched from before the press, so that a check made
 * before the app has drawn "Solving…" (a slow machine) does not pass for the answer. */
export async function solve(page) {
  const before = await page.evaluate(() => {
    const status = document.querySelector('[role="status"]');
    window.sawSolving = false;
    new MutationObserver(() => {
      if (status.textContent.trim().startsWith('Solving')) window.sawSolving = true;
    }).observe(status, { subtree: true, childList: true, characterData: true });
    return status.textContent.trim();
  });
  await button(page, 'Solve').click();
  await page.waitForFunction((before) => {
    const text = document.querySelector('[role="status"]').textContent.trim();
    return !text.startsWith('Solving') && (window.sawSolving || text !== before);
  }, before);
  await settle(page);
}
