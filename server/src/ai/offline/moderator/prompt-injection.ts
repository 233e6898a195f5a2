// The child's name and custom ideas reach a language model as data. Text that talks to the model instead
// ('ignore previous instructions', 'oublie tes consignes', 'you are now ...') is refused before it gets
// there. Patterns run on folded text (lowercase, no accents), so 'Ignore les règles' and 'ignore les
// regles' are the same.
import { foldText } from './normalise-text.ts';

const W = String.raw`(?:[\w'-]+\s+)`; // one word and the space after it
// Words that only ever mean the model's orders, and everyday words ('rules', 'orders') that do only when
// qualified: 'ignore all previous rules' is an attack, 'the cat and Mia forget the rules' is a story.
const ORDERS = String.raw`(?:instructions?|prompts?|directives?|guidelines?|programming|system message)`;
const EVERYDAY_ORDERS = String.raw`(?:rules?|directions?|commands?|orders?|context|constraints?|restrictions?|messages?)`;
const QUALIFIED = String.raw`(?:${W}{0,2}(?:all|any|every|previous|prior|above|earlier|preceding|your|system|these|those|safety)\s+${W}{0,2})`;
const EN_VERB = String.raw`\b(?:ignore|ignoring|forget|skip|override|bypass|drop|discard|abandon)\s+`;
const CONSIGNES = String.raw`(?:instructions?|consignes?|directives?|prompts?)`;
const EVERYDAY_CONSIGNES = String.raw`(?:regles?|ordres?|commandes?|restrictions?|limites?|contraintes?)`;
const FR_VERB = String.raw`\b(?:ignore[rsz]?|ignorez|oublie[rsz]?|oubliez|contourne[rz]?|outrepasse[rz]?|abandonne[rz]?)\s+`;
const FR_QUALIFIED_BEFORE = String.raw`(?:${W}{0,2}(?:tes|vos|mes|toutes)\s+${W}{0,2})`;
const FR_QUALIFIED_AFTER = String.raw`\s+(?:precedentes?|anterieures?|ci-dessus|du systeme|de securite)`;

const PATTERNS: readonly RegExp[] = [
  // English: ignore / forget / override ... (up to four words) ... instructions
  new RegExp(`${EN_VERB}${W}{0,4}${ORDERS}\\b`),
  new RegExp(`${EN_VERB}${QUALIFIED}${EVERYDAY_ORDERS}\\b`),
  /\bdisregard/,
  new RegExp(String.raw`\b(?:do not|don'?t|stop) (?:follow|obey)(?:ing)?\s+${W}{0,3}${ORDERS}\b`),
  // Not 'hidden message': a message in a bottle is a fine story.
  /\b(?:system|developer)\s+(?:prompt|message|instructions?)\b|\b(?:hidden|initial|original)\s+(?:prompt|instructions)\b/,
  /\b(?:here are|these are) (?:your |the |some )?new instructions\b|\bnew instructions\s*:/,
  /\byou are now\b/,
  /\bfrom now on,? you\b/,
  /(?:^|[.!?:;\n]\s*)(?:please\s+|now\s+)*(?:act|behave|respond|answer|roleplay|role play) as\b/,
  /\bpretend (?:to be|you are|you're) (?:an? )?(?:ai|assistant|chatbot|model|gpt|different|unfiltered|uncensored|jailbroken|dan)\b/,
  /\b(?:jailbreak|jailbroken|developer mode|dan mode|do anything now|unfiltered mode|god mode)\b/,
  /\b(?:reveal|repeat|print|show|output|tell|leak|give)(?: me| us)? (?:your|the system|the hidden|the initial|the original) (?:prompt|instructions|system message|rules)\b/,
  /(?:^|\n)\s*(?:system|assistant|developer)\s*:/,
  /<\|?(?:im_start|im_end|system|endoftext)\|?>|\[\/?inst\]|<<\/?sys>>/,
  // French: ignore / oublie / ne tiens pas compte de ... consignes
  new RegExp(`${FR_VERB}${W}{0,4}${CONSIGNES}\\b`),
  new RegExp(`${FR_VERB}${FR_QUALIFIED_BEFORE}${EVERYDAY_CONSIGNES}\\b`),
  new RegExp(`${FR_VERB}${W}{0,3}${EVERYDAY_CONSIGNES}${FR_QUALIFIED_AFTER}`),
  new RegExp(String.raw`\bne (?:tiens|tenez|tient) (?:pas|plus) compte\b`),
  new RegExp(String.raw`\bne (?:suis|suivez|respecte|respectez|tiens compte) (?:pas|plus)\s+${W}{0,3}${CONSIGNES}\b`),
  /\b(?:prompt|invite|message|consignes?|instructions?) (?:systeme|system)\b|\b(?:prompt|consignes?|instructions?) (?:initiale?s?|initiaux|cachee?s?)\b/,
  /\bvoici (?:tes |vos |les |de )?nouvelles? (?:instructions|consignes|regles)\b|\bnouvelles? (?:instructions|consignes)\s*:/,
  /\btu es (?:maintenant|desormais|a present)\b/,
  /\b(?:a partir de maintenant|desormais),? tu\b/,
  /(?:^|[.!?:;\n]\s*)(?:maintenant\s+)?(?:agis|agissez|comporte-toi|reponds|repondez) (?:comme|en tant que|en)\b/,
  /\bfais (?:comme si|semblant d'etre) (?:tu etais )?(?:une? )?(?:ia|intelligence artificielle|assistant|chatbot|modele|autre)\b/,
  /\bmode (?:developpeur|sans filtre|dan)\b/,
  /\b(?:revele|revelez|repete|repetez|affiche|affichez|montre|montrez|donne|donnez)(?:-moi|-nous)? (?:ton|tes|votre|vos|le|les) (?:prompt|instructions|consignes|message systeme)\b/,
];

/** True when the text addresses the language model instead of describing a story. */
export function looksLikePromptInjection(text: string): boolean {
  const folded = foldText(text).replace(/\s+/g, ' ');
  const withLines = foldText(text);
  return PATTERNS.some((re) => re.test(folded) || re.test(withLines));
}
