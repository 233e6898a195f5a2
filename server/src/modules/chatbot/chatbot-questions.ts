// Questions a parent might ask, written from the help content, with the entry that answers each and a
// fact the answer must state. Facts are read from the contracts package, never copied.
import { CHAPTERS_BY_LENGTH, MAX_REGENERATIONS } from '@storyloom/contracts/options';
import { ANNUAL_SAVING_PERCENT, PLANS } from '@storyloom/contracts/plans';
import { ACCOUNT_DELETION_MAX_HOURS, GENERATION_MINUTES, RESPONSE_TIME_HOURS, SATISFACTION_GUARANTEE_DAYS } from '@storyloom/contracts/support';

export interface AskedQuestion {
  question: string;
  entry: string;
  fact: string;
}

const free = PLANS.free.storiesPerMonth;
const usd = (cents: number, locale: string) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(cents / 100);

export const ENGLISH_QUESTIONS: AskedQuestion[] = [
  { question: 'How many stories can I make on the free plan?', entry: 'free-plan', fact: `${free} stories a month` },
  { question: 'what do I get for free', entry: 'free-plan', fact: `${free} stories` },
  { question: 'How much does premium cost?', entry: 'plans', fact: usd(PLANS.premium.priceMonth, 'en-US') },
  { question: 'How do I cancel my subscription?', entry: 'cancel', fact: 'end of the billing period' },
  { question: 'Can I get my money back?', entry: 'guarantee', fact: `${SATISFACTION_GUARANTEE_DAYS}-day` },
  { question: 'How long does it take to create a story?', entry: 'generation-time', fact: `less than ${GENERATION_MINUTES.offline.max} minute` },
  { question: 'I want to delete my account', entry: 'delete-account', fact: `${ACCOUNT_DELETION_MAX_HOURS} hours` },
  { question: 'Can the stories be read aloud to my son?', entry: 'narration', fact: 'read aloud' },
  { question: 'Can I download the book as a PDF?', entry: 'download', fact: 'PDF' },
  { question: 'How do I share a story with the grandparents?', entry: 'share', fact: 'Create link' },
  { question: 'Which languages can stories be written in?', entry: 'story-languages', fact: 'English and French' },
  { question: 'What ages are the stories for?', entry: 'ages', fact: '3 to 12' },
  { question: 'How many times can I regenerate a story?', entry: 'regenerate', fact: `${MAX_REGENERATIONS} times` },
  { question: 'How many chapters does a long story have?', entry: 'story-lengths', fact: `long ones ${CHAPTERS_BY_LENGTH.long}` },
  { question: 'Can I put my daughter’s name in the story?', entry: 'personalise', fact: "child's name" },
  { question: 'Is there a discount if I pay yearly?', entry: 'yearly', fact: `${ANNUAL_SAVING_PERCENT}%` },
  { question: 'Are the stories safe for kids?', entry: 'safety', fact: 'checked' },
  { question: 'Does it work on an iPad?', entry: 'devices', fact: 'tablet' },
  { question: 'My story is stuck and nothing happens', entry: 'generation-failed', fact: 'credit is given back' },
  { question: 'What happens when I run out of stories this month?', entry: 'monthly-limit', fact: 'first day of each month' },
  { question: 'Can I upgrade my plan?', entry: 'change-plan', fact: 'immediately' },
  { question: 'How do I reach support?', entry: 'contact-team', fact: `${RESPONSE_TIME_HOURS.general} hours` },
  { question: 'Can I pay with PayPal?', entry: 'payment', fact: 'bank card' },
];

export const FRENCH_QUESTIONS: AskedQuestion[] = [
  { question: "Combien d'histoires puis-je créer avec la formule gratuite ?", entry: 'free-plan', fact: `${free} histoires par mois` },
  { question: 'Combien coûte la formule premium ?', entry: 'plans', fact: usd(PLANS.premium.priceMonth, 'fr-FR') },
  { question: 'Comment résilier mon abonnement ?', entry: 'cancel', fact: 'fin de la période de facturation' },
  { question: 'Puis-je être remboursé ?', entry: 'guarantee', fact: `${SATISFACTION_GUARANTEE_DAYS} jours` },
  { question: 'Combien de temps pour créer une histoire ?', entry: 'generation-time', fact: `moins de ${GENERATION_MINUTES.offline.max} minute` },
  { question: 'Je veux supprimer mon compte', entry: 'delete-account', fact: `${ACCOUNT_DELETION_MAX_HOURS} heures` },
  { question: "L'histoire peut-elle être lue à voix haute ?", entry: 'narration', fact: 'voix haute' },
  { question: 'Puis-je imprimer le livre en PDF ?', entry: 'download', fact: 'PDF' },
  { question: 'Comment partager une histoire avec mamie ?', entry: 'share', fact: 'Créer un lien' },
  { question: 'Dans quelles langues les histoires sont-elles écrites ?', entry: 'story-languages', fact: 'anglais et en français' },
  { question: 'À partir de quel âge ?', entry: 'ages', fact: '3 à 12 ans' },
  { question: 'Combien de fois puis-je régénérer une histoire ?', entry: 'regenerate', fact: `${MAX_REGENERATIONS} fois` },
  { question: 'Combien de chapitres compte une histoire longue ?', entry: 'story-lengths', fact: `une longue ${CHAPTERS_BY_LENGTH.long}` },
  { question: 'Mon enfant peut-il être le héros ?', entry: 'personalise', fact: 'prénom' },
  { question: "Y a-t-il une réduction à l'année ?", entry: 'yearly', fact: `${ANNUAL_SAVING_PERCENT} %` },
  { question: 'Les histoires sont-elles adaptées aux enfants ?', entry: 'safety', fact: 'vérifiés' },
  { question: 'Est-ce que ça marche sur tablette ?', entry: 'devices', fact: 'tablette' },
  { question: 'Mon histoire est bloquée, que faire ?', entry: 'generation-failed', fact: 'crédit vous est rendu' },
  { question: "Que se passe-t-il quand j'atteins ma limite d'histoires ?", entry: 'monthly-limit', fact: 'premier jour de chaque mois' },
  { question: 'Puis-je changer de formule ?', entry: 'change-plan', fact: 'immédiatement' },
  { question: "Comment joindre l'équipe ?", entry: 'contact-team', fact: `${RESPONSE_TIME_HOURS.general} heures` },
  { question: 'Puis-je payer avec PayPal ?', entry: 'payment', fact: 'carte bancaire' },
];

/** Questions the help centre does not cover: the bot must say it does not know and point to /contact. */
export const UNCOVERED_QUESTIONS: Record<'en' | 'fr', string[]> = {
  en: [
    'Do you sell gift cards?',
    'Can you ship a hardcover copy to my house?',
    'Who founded the company?',
    'Do you offer jobs or internships?',
    'What is the weather like in Paris today?',
  ],
  fr: [
    'Vendez-vous des cartes cadeaux ?',
    'Pouvez-vous envoyer un livre relié chez moi ?',
    "Qui a fondé l'entreprise ?",
    'Proposez-vous des stages ou des emplois ?',
    'Quel temps fait-il à Paris aujourd’hui ?',
  ],
};
