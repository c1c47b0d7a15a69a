// The first screen's script. index.html loads it in <head>, before the page is drawn, as a file
// (the Content Security Policy allows no inline script).
//
// The page's HTML already holds the app's first screen, the shell (`<div class="shell"
// data-shell>`, the app itself rendered at build time by src/bin/prerender.rs), so the board is
// drawn before the WebAssembly arrives. The app then mounts its own screen in <body> (Yew empties
// it first, in the same task, so there is no paint between the two; the shell's panel cards
// stand in until the app draws its own, a task each) and this script marks <html data-ready>.
// Meanwhile:
// - before the first paint, the theme is set as the app will set it (the person's choice, which
//   the app saves under `sudoku-web/look`, else the system's), and a page whose language will not
//   be the shell's English has the shell's words hidden (<html data-words="hidden">), so no
//   English flashes before the app's Chinese;
// - digits typed into the shell's cells, or tapped on its pad, are shown where the app would put
//   them (typing a puzzle in moves on, as in the app) and kept: once the app is up each keystroke
//   is replayed into the same cell of the app's board, and the focus goes where it was;
// - any other control says, in the status line, that the app is starting.
(() => {
  'use strict';
  const root = document.documentElement;
  let look = '';
  try {
    look = localStorage.getItem('sudoku-web/look') || '';
  } catch (_) {
    // Storage refused (a private mode, a sandboxed frame): the browser's preferences then.
  }
  // `THEME LANG`, each `-` where the person has not chosen (`Preferences::look`).
  const [theme, lang] = look.split(' ');
  const dark = theme === 'dark' || (theme !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
  root.dataset.theme = dark ? 'dark' : 'light';
  // As `Lang::from_tag`: Chinese for zh*, English otherwise.
  if (/^zh/i.test(lang && lang !== '-' ? lang : navigator.language || '')) root.dataset.words = 'hidden';

  const shell = () => document.querySelector('[data-shell]');
  const inShell = (node) => node instanceof Element && node.closest('[data-shell]') !== null;
  // The board's cells: focusable gridcells whose text is their digit (src/page/components/cell.rs).
  const cells = (scope) => [...scope.querySelectorAll('[role=grid] [role=gridcell]')];
  // Keystrokes to replay, each [cell index, KeyboardEvent init].
  const typed = [];
  // The shell's selected cell, and whether the focus was last on the board.
  let at = 0;
  let onBoard = false;

  const say = () => {
    const box = shell();
    const status = box && box.querySelector('[role=status]');
    if (!status) return;
    status.textContent = root.dataset.words ? box.dataset.startingZh : box.dataset.startingEn;
    status.classList.add('starting');
  };

  // What the app does to a board being typed in (`page/keys.rs`, `typed`): a digit is written, or
  // 0, . or space empties the cell, and the focus moves on; Delete empties it; Backspace empties
  // it, or, on an empty cell, the one before, and goes there; arrows move. Other keys are kept for
  // the app and show nothing here.
  const show = (key) => {
    const board = cells(shell());
    const step = { ArrowRight: 1, ArrowLeft: 80, ArrowDown: 9, ArrowUp: 72 }[key];
    const write = (index, digit) => {
      board[index].textContent = digit;
      // Typed into an empty board, as here, a digit is a given.
      board[index].classList.toggle('given', digit !== '');
    };
    let moved = at;
    if (/^[1-9]$/.test(key)) {
      write(at, key);
      moved = (at + 1) % 81;
    } else if (key === '0' || key === '.' || key === ' ') {
      write(at, '');
      moved = (at + 1) % 81;
    } else if (key === 'Delete') {
      write(at, '');
    } else if (key === 'Backspace') {
      if (board[at].textContent === '') moved = (at + 80) % 81;
      write(moved, '');
    } else if (step) {
      moved = (at + step) % 81;
    }
    if (moved !== at) board[moved].focus();
  };

  const keep = (init) => {
    typed.push([at, init]);
    show(init.key);
  };

  document.addEventListener(
    'focusin',
    (event) => {
      if (!inShell(event.target)) return;
      const index = cells(shell()).indexOf(event.target);
      onBoard = index >= 0;
      if (onBoard) at = index;
    },
    true,
  );
  document.addEventListener(
    'keydown',
    (event) => {
      if (!inShell(event.target) || event.key === 'Tab') return;
      // Ctrl+V and the like go on to the browser (a paste then waits, below).
      if (event.ctrlKey || event.metaKey) return;
      if (event.target.closest('[role=grid]')) {
        event.preventDefault();
        const { key, code, shiftKey, altKey } = event;
        keep({ key, code, shiftKey, altKey });
      } else if (event.key !== 'Shift') {
        event.preventDefault();
        say();
      }
    },
    true,
  );
  // Text that comes without a key (a phone's keyboard, dictation, paste) waits for the app.
  for (const type of ['beforeinput', 'paste', 'drop']) {
    document.addEventListener(
      type,
      (event) => {
        if (!inShell(event.target)) return;
        event.preventDefault();
        say();
      },
      true,
    );
  }
  // A pad's button keeps the focus on the board, as in the app.
  document.addEventListener(
    'mousedown',
    (event) => {
      if (!inShell(event.target)) return;
      const control = event.target.closest('button, select');
      if (control) event.preventDefault();
    },
    true,
  );
  document.addEventListener(
    'click',
    (event) => {
      if (!inShell(event.target)) return;
      const control = event.target.closest('button, select, input, label, summary, a');
      if (!control) return;
      event.preventDefault();
      if (control.closest('.digit-pad')) {
        if (control.classList.contains('erase')) return keep({ key: 'Delete' });
        const digit = control.querySelector('.pad-digit')?.textContent ?? '';
        if (/^[1-9]$/.test(digit)) return keep({ key: digit });
      }
      say();
    },
    true,
  );

  // A fault in the page's WebAssembly (a panic aborts it at once: the build's standard library
  // keeps no panic machinery, see the Makefile) leaves an alert instead of a page that no longer
  // answers: something went wrong, the board was saved (the app writes its memory after every
  // change, so it holds the board from before the action that failed), and Reload. Built here, with
  // the DOM alone, since the app's own code is what broke; its words, in both languages, come with
  // the first screen (`data-crashed-*`, `data-reload-*`, from sudoku-words) and are kept before the
  // app replaces it.
  let words = {};
  const crashed = (error) => {
    if (!(error instanceof WebAssembly.RuntimeError) || document.getElementById('crash')) return;
    const zh = /^zh/i.test(root.lang);
    const alert = document.createElement('div');
    alert.id = 'crash';
    alert.className = 'crash';
    alert.setAttribute('role', 'alert');
    const text = document.createElement('p');
    text.textContent = zh ? words.crashedZh : words.crashedEn;
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = zh ? words.reloadZh : words.reloadEn;
    button.addEventListener('click', () => location.reload());
    alert.append(text, button);
    document.body.prepend(alert);
  };
  addEventListener('error', (event) => crashed(event.error));
  addEventListener('unhandledrejection', (event) => crashed(event.reason));

  // The app is up once its own <main> is in <body>.
  const replay = () => {
    const next = typed.shift();
    const board = cells(document);
    if (!next) {
      board[at]?.focus();
      return;
    }
    const [cell, init] = next;
    board[cell].focus();
    board[cell].dispatchEvent(new KeyboardEvent('keydown', { ...init, bubbles: true, cancelable: true }));
    // The app answers in a microtask; the next key after it has drawn.
    setTimeout(replay, 0);
  };
  // (Yew empties <body> as it mounts, so the shell is gone by then; it is removed here too, should
  // it not be.) The board is the app's from its first render: keys kept are replayed then. The
  // panel's cards follow, a task each (src/page/hooks/use_panel_cards.rs); until the app draws
  // a card, the shell's stands in, inert, in the place the app keeps for those to come
  // (`[data-later]`). The page is ready once that place is gone.
  let cards = [];
  let replayed = false;
  const up = () => {
    const main = document.querySelector('body > main');
    if (!main) return false;
    if (!replayed) {
      replayed = true;
      shell()?.remove();
      if (typed.length || onBoard) replay();
    }
    const later = main.querySelector('[data-later]');
    const drawn = main.querySelectorAll('.panel > div.card').length;
    cards.forEach((card, i) => {
      if (i < drawn || !later) card.remove();
      else if (card.parentNode !== later) {
        card.dataset.static = '';
        card.inert = true;
        later.append(card);
      }
    });
    if (later) return false;
    delete root.dataset.words;
    root.dataset.ready = '';
    return true;
  };
  const watch = () => {
    words = { ...shell()?.dataset };
    cards = [...document.querySelectorAll('[data-shell] .panel > .card')];
    if (up()) return;
    const observer = new MutationObserver(() => up() && observer.disconnect());
    observer.observe(document.body, { childList: true, subtree: true });
  };
  if (document.body) watch();
  else document.addEventListener('DOMContentLoaded', watch);

  // The app's loader (boot-*.js, which runs once the page is parsed) waits for this before it
  // fetches the wasm and mounts the app. The browser notes a paint as the largest one (LCP) only
  // when the frame has been shown, in a task of its own; an element the app has removed by then
  // is never noted, and the app's copy of it counts instead, a second later. So: the first
  // contentful paint, then two frames (the whole first screen drawn), then a task. A page that
  // paints nothing (hidden), or a browser without paint entries, starts after a second.
  // Fetching the wasm only now also keeps it out of what Lighthouse's model counts as needed for
  // that paint; on a slow network it costs the app's start about 0.25 s (docs/BENCHMARKS.md),
  // while the first screen already takes digits.
  window.sudokuPainted = () =>
    new Promise((done) => {
      setTimeout(done, 1000);
      try {
        new PerformanceObserver((list, observer) => {
          if (!list.getEntriesByName('first-contentful-paint').length) return;
          observer.disconnect();
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done)));
        }).observe({ type: 'paint', buffered: true });
      } catch (_) {
        // No PerformanceObserver: the second above.
      }
    });
})();
