// Run inline by member-home.html and member-page.html before their first paint (docs/decisions.md, 75
// and 92; the latter has no greeting): the keys are the session store's and the tier bar's, the name rule
// ContestBanner's; staticHome.test.ts holds them together.
(() => {
  try {
    const user = JSON.parse(localStorage.getItem('portal-session') ?? '{}').state?.user ?? {};
    const name = user.firstName || user.name || user.username;
    const title = document.querySelector('[data-static-home] h1[data-greeting]');
    if (name && title) title.textContent = title.dataset.greeting.split('{{name}}').join(String(name));
    if (localStorage.getItem('portal-tier-bar-collapsed') === 'true') {
      document.querySelector('[data-tier-bar-space]')?.setAttribute('data-collapsed', '');
    }
  } catch {
    // Without storage the greeting stays the one without a name, and the bar's space the open bar's.
  }
})();
