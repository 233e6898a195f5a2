// The one inline script of a prerendered page (web/build/prerender.tsx), run before the body is painted.
// The server chose the page's language from the browser's (Accept-Language); a visitor who picked the
// other language in the app (saved in localStorage, which the server cannot see) must not see the page
// flash in the wrong one: the page's content stays hidden, and main.tsx renders it afresh in the saved
// language. The storage key is STORAGE_KEYS.language (web/src/lib/storage.ts; language-check.test.ts).
export const LANGUAGE_CHECK_SCRIPT =
  "try{var l=localStorage.getItem('story-app-language');if((l==='en'||l==='fr')&&l!==document.documentElement.lang)document.documentElement.dataset.otherLanguage=l}catch(e){}";
