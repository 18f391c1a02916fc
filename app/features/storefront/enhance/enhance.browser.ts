/**
 * The one script of the contact and services pages (ADR 038), written inline into the page and
 * allowed by its hash in the CSP (enhance-script.tsx) and run as it is parsed. Everything it improves
 * already works without it, as server HTML:
 *
 *   - `<html class="js">` at once, before the tabs are parsed: the stylesheet then shows one
 *     service category at a time from the first paint (without it, every category shows);
 *   - forms (`form[data-guard]`): the visitor's own token on a page served from the cache, a send
 *     held until the minimum fill time has passed, 'Envoi en cours...' with the fields disabled,
 *     one send per click however often it is clicked, a field's message gone once it is fixed;
 *   - service tabs (`[data-tabs]`): ARIA tabs with arrow keys, Home and End;
 *   - 'Demander un devis' (`a[data-quote-service]`): the service chosen in place, the form scrolled
 *     into view, the focus on its first field;
 *   - toasts (`dialog[data-toast]`): read out by screen readers, success ones closing by themselves.
 *
 * 'Partager' has its own script (share.browser.ts): the pages that have it need nothing of this one.
 *
 * A classic script: no imports, nothing left in the global scope.
 */
(() => {
  const doc = document;
  doc.documentElement.classList.add("js");

  /** A server process's clock may be a little behind the one that issued the token (form-guard). */
  const MARGIN_MS = 250;
  const TOAST_MS = 6000;

  const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
  const reducedMotion = () => matchMedia("(prefers-reduced-motion: reduce)").matches;

  function guardForm(form: HTMLFormElement) {
    const token = form.querySelector<HTMLInputElement>("input[data-token]");
    const fieldset = form.querySelector("fieldset");
    if (!token || !fieldset) return;
    const given = Number(form.dataset.minFill);
    const minFillMs = form.dataset.minFill && Number.isFinite(given) ? given : 3000;
    // The server counts the fill time from the token's issue: what its page said was left of it
    // (nothing for a form sent back with its messages), counted from when the token reached the page.
    let left = Number(form.dataset.fillLeft ?? minFillMs);
    let since = performance.now();
    let pending: Promise<void> | null = null;
    let sending = false;

    const fetchToken = (): Promise<void> =>
      (pending ??= fetch(form.dataset.tokenUrl ?? "", { cache: "no-store", credentials: "same-origin" })
        .then((response) => (response.ok ? (response.json() as Promise<{ token?: unknown }>) : null))
        .then((body) => {
          if (typeof body?.token !== "string") throw new Error("no token");
          token.value = body.token;
          left = minFillMs;
          since = performance.now();
        })
        .catch(() => {
          // Sent without one, the form gets the server's answer and a token (firstSendFromCachedPage).
          pending = null;
        }));

    const lock = () => {
      form.setAttribute("data-submitting", "");
      fieldset.disabled = true;
    };
    const unlock = () => {
      form.removeAttribute("data-submitting");
      fieldset.disabled = false;
      sending = false;
    };

    if (!token.value) void fetchToken();

    form.addEventListener("submit", (event) => {
      if (sending) return event.preventDefault();
      sending = true;
      // Fields the browser already knows are wrong go at once: the server answers with its messages.
      const complete = form.checkValidity();
      const remaining = () => (complete && left > 0 ? Math.max(0, left + MARGIN_MS - (performance.now() - since)) : 0);
      if ((token.value || !complete) && remaining() === 0) {
        // Disabled fields are left out of what is sent: the browser reads them once this handler returns.
        window.setTimeout(lock);
        return;
      }
      event.preventDefault();
      lock();
      void (token.value ? Promise.resolve() : fetchToken())
        .then(() => new Promise((resolve) => window.setTimeout(resolve, remaining())))
        .then(() => {
          // submit() reads the fields at once: enabled for that instant, then shown disabled again.
          fieldset.disabled = false;
          form.submit();
          fieldset.disabled = true;
        });
    });

    // Once a field the server marked is right by the browser's rules, its message goes.
    form.addEventListener("input", (event) => {
      const field = event.target as HTMLInputElement;
      if (field.getAttribute("aria-invalid") !== "true" || !field.checkValidity()) return;
      field.removeAttribute("aria-invalid");
      doc.getElementById(field.getAttribute("aria-describedby") ?? "")?.remove();
      field.removeAttribute("aria-describedby");
    });

    // Back to this page from the next one (back/forward cache): ready again, with a token of its own.
    window.addEventListener("pageshow", (event) => {
      if (!event.persisted) return;
      unlock();
      token.value = "";
      pending = null;
      void fetchToken();
    });
  }

  function tabs(container: HTMLElement) {
    const list = container.querySelector("[data-tablist]");
    const all = [...container.querySelectorAll<HTMLAnchorElement>("a[data-tab]")];
    const panels = all.map((tab) => doc.getElementById(tab.hash.slice(1)));
    if (!list || panels.some((panel) => !panel)) return;
    list.setAttribute("role", "tablist");

    const select = (index: number, focus: boolean) => {
      all.forEach((tab, i) => {
        const on = i === index;
        const panel = panels[i]!;
        tab.setAttribute("aria-selected", String(on));
        tab.tabIndex = on ? 0 : -1;
        tab.toggleAttribute("data-active", on);
        panel.toggleAttribute("data-active", on);
        panel.hidden = !on;
      });
      if (focus) all[index]!.focus();
    };

    all.forEach((tab, i) => {
      const panel = panels[i]!;
      tab.setAttribute("role", "tab");
      tab.setAttribute("aria-controls", panel.id);
      panel.setAttribute("role", "tabpanel");
      panel.setAttribute("aria-labelledby", tab.id);
      panel.tabIndex = 0;
      tab.addEventListener("click", (event) => {
        if (!plainClick(event)) return;
        event.preventDefault();
        select(i, false);
      });
      tab.addEventListener("keydown", (event) => {
        const last = all.length - 1;
        const keys: Record<string, number> = { ArrowRight: i === last ? 0 : i + 1, ArrowLeft: i === 0 ? last : i - 1, Home: 0, End: last, " ": i };
        const to = keys[event.key];
        if (to === undefined) return;
        event.preventDefault();
        select(to, true);
      });
    });

    const fromHash = all.findIndex((tab) => tab.hash === location.hash);
    const fromServer = all.findIndex((tab) => tab.hasAttribute("data-active"));
    select(fromHash >= 0 ? fromHash : Math.max(0, fromServer), false);
  }

  function quoteLink(link: HTMLAnchorElement) {
    link.addEventListener("click", (event) => {
      const section = doc.getElementById(link.hash.slice(1));
      const service = section?.querySelector<HTMLSelectElement>("select[data-service]");
      if (!plainClick(event) || !section || !service) return;
      event.preventDefault();
      service.value = link.dataset.quoteService ?? "";
      service.dispatchEvent(new Event("input", { bubbles: true }));
      section.scrollIntoView({ behavior: reducedMotion() ? "auto" : "smooth", block: "start" });
      // The visitor's next step is their name: the service is already chosen.
      section.querySelector<HTMLElement>("[data-first-field]")?.focus({ preventScroll: true });
    });
  }

  function toast(dialog: HTMLDialogElement) {
    // A live region's content present when the page loads is not read out: put back a moment later, it is.
    const status = dialog.querySelector("[role=status]");
    if (status) {
      const content = [...status.childNodes];
      status.replaceChildren();
      window.setTimeout(() => status.append(...content), 100);
    }
    // An error stays until it is closed; a success goes after a few seconds, not while it is pointed at or focused.
    if (dialog.dataset.variant === "error") return;
    let timer = 0;
    const arm = () => {
      clearTimeout(timer);
      timer = window.setTimeout(() => dialog.close(), TOAST_MS);
    };
    const hold = () => clearTimeout(timer);
    dialog.addEventListener("pointerenter", hold);
    dialog.addEventListener("pointerleave", arm);
    dialog.addEventListener("focusin", hold);
    dialog.addEventListener("focusout", arm);
    arm();
  }

  function enhance() {
    doc.querySelectorAll<HTMLFormElement>("form[data-guard]").forEach(guardForm);
    doc.querySelectorAll<HTMLElement>("[data-tabs]").forEach(tabs);
    doc.querySelectorAll<HTMLAnchorElement>("a[data-quote-service]").forEach(quoteLink);
    doc.querySelectorAll<HTMLDialogElement>("dialog[data-toast]").forEach(toast);
  }

  if (doc.readyState === "loading") doc.addEventListener("DOMContentLoaded", enhance);
  else enhance();
})();
