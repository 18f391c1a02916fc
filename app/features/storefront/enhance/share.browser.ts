/**
 * The script of the pages with 'Partager' (Expert: the home's events, the products),
 * written inline by ShareScript (enhance-script.tsx). Without it every button opens the page's one
 * panel of links for the page itself (share-button.tsx); with it, a button shares its own item:
 *
 *   - where the browser has the Web Share API, the system's share sheet, and no panel;
 *   - elsewhere the panel, its title and its three links pointed at the item first (the same
 *     addresses as shareLinks in share-button.tsx, which the e2e test compares).
 *
 * One listener on the document, so it can run before the buttons are parsed. A classic script:
 * no imports, nothing left in the global scope.
 */
(() => {
  const doc = document;
  doc.addEventListener("click", (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>("button[data-share]");
    if (!button) return;
    const url = button.dataset.share ?? location.href;
    const title = doc.getElementById(button.dataset.shareHeading ?? "")?.textContent?.trim() || doc.title;
    if (typeof navigator.share === "function") {
      // Cancelling the click keeps the panel closed.
      event.preventDefault();
      // Cancelled by the visitor, or refused: nothing to say.
      navigator.share({ title, url }).catch(() => undefined);
      return;
    }
    const panel = doc.getElementById(button.getAttribute("popovertarget") ?? "");
    const name = panel?.querySelector("[data-share-name]");
    if (!panel || !name) return;
    name.textContent = title;
    const enc = encodeURIComponent;
    const hrefs = [
      `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}`,
      `https://wa.me/?text=${enc(`${title} ${url}`)}`,
      `mailto:?subject=${enc(title)}&body=${enc(`${title}\n${url}`)}`,
    ];
    panel.querySelectorAll("a").forEach((link, index) => {
      if (hrefs[index]) link.href = hrefs[index];
    });
  });
})();
