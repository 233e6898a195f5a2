// The parent's details beside the plot (issue 10: 'camping in the garden, toasting marshmallows, hearing a fox' gave a
// camping book with no marshmallows and no fox, and a preview that said both were used). Each detail of these ideas,
// written fresh in both languages (with and without a name, 'my son', « ma fille », typos, several in one sentence),
// is in the book or in the preview's not-used list; and every detail the preview says is used is in the book.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { readIdea } from '../idea/read-idea.ts';

const IDEAS: ['en' | 'fr', string, string[]][] = [
  ['en', 'camping in the garden, toasting marshmallows, hearing a fox', ['marshmallow', 'fox']],
  ['en', 'my son goes camping with grandpa and they see an owl', ['owl']],
  ['en', 'Emma goes to the beach with Granny and eats an ice cream', ['ice cream']],
  ['en', 'a dragon who lost his red hat in the forest and meets a hedgehog', ['hat', 'hedgehog']],
  ['en', 'going fishing with grandad, we had sandwiches and saw a heron', ['sandwich', 'heron']],
  ['en', 'a picnic in the park with dad, strawberries and a kite', ['strawberr', 'kite']],
  ['en', 'Leo went camping with his dad, they toasted sausages and heard an owl hooting', ['sausage', 'owl']],
  ['en', 'my little girl lost her teddy at the zoo and saw a giraffe', ['teddy', 'giraffe']],
  ['en', 'builing a snowman with daddy and a robin comes to watch', ['snowman', 'robin']],
  ['en', 'a snail who wants to go to the fair and eats candyfloss', ['snail', 'candyfloss']],
  ['en', 'making pancakes with grandma and the dog gets a pancake', ['pancake', 'dog']],
  ['en', 'Noah is scared of the dark but he hears an owl and has his torch', ['owl', 'torch']],
  ['en', 'our cat is stuck up the tree and a squirrel laughs at her', ['cat', 'squirrel']],
  ['en', 'a sleepover at grandmas with hot chocolate and a story about a fox', ['chocolate', 'fox']],
  ['en', 'my daugter went camping with mum, we roasted marshmallows and saw a deer', ['marshmallow', 'deer']],
  ['fr', 'on campe dans le jardin, on fait griller des chamallows et on entend un renard', ['chamallow', 'renard']],
  ['fr', 'ma fille va au zoo avec papi, elle voit un lion et mange une glace', ['lion', 'glace']],
  ['fr', 'Léo fait du camping avec papa et ils voient un hibou', ['hibou']],
  ['fr', 'un pique-nique au parc avec mamie, des fraises et un cerf-volant', ['fraise', 'cerf-volant']],
  ['fr', 'mon fils fait des crêpes avec sa mamie et le chat regarde', ['crepe', 'chat']],
  ['fr', 'une journée à la ferme avec tonton, on nourrit les chèvres et on mange des pommes', ['chevre', 'pomme']],
  ['fr', 'ma fille a perdu son doudou au zoo et a vu une girafe', ['doudou', 'girafe']],
  ['fr', 'un bonhomme de neige avec papa, et un rouge-gorge vient regarder', ['bonhomme de neige', 'rouge-gorge']],
  ['fr', 'Jade a peur du noir mais elle entend une chouette et a sa lampe de poche', ['chouette', 'lampe']],
  ['fr', 'notre chat est coincé dans l arbre et un écureuil se moque de lui', ['chat', 'ecureuil']],
  ['fr', 'on va à la plage avec mamie et on mange des glaces', ['glace']],
  ['fr', 'une soirée pyjama chez mamie avec du chocolat chaud', ['chocolat']],
  ['fr', 'un escargot qui veut aller à la fête foraine et qui mange une barbe à papa', ['escargot', 'barbe a papa']],
  ['fr', 'Léo va à la pêche avec papi, ils mangent des sandwichs et voient un héron', ['sandwich', 'heron']],
  ['fr', 'ma fille fait des gâteaux avec maman et le chaton regarde', ['gateau', 'chaton']],
  ['fr', 'on fait du camping en famille et on fait griller des saucisses', ['saucisse']],
  ['fr', 'on est partis camper avec papi, on a fait griller des chamallows et on a entendu une chouette', ['chamallow', 'chouette']],
];

const fold = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

function book(lang: 'en' | 'fr', idea: string, length: 'short' | 'long', age: '3-5' | '8-12', seed: number): string {
  const { book: b } = tellStory({ character: 'curious-mouse', theme: 'adventure', moralLesson: 'sharing', ageGroup: age, length, childName: 'Emma', customPrompt: idea, language: lang === 'en' ? 'english' : 'french', seed });
  return fold(b.chapters.map((c) => c.content).join('\n'));
}

describe("the parent's details are told or said unused", () => {
  for (const [lang, idea, words] of IDEAS) {
    it(`${lang}: ${idea}`, () => {
      const reading = readIdea(lang, idea);
      for (const [length, age, seed] of [['short', '3-5', 1], ['long', '8-12', 4]] as const) {
        const text = book(lang, idea, length, age, seed);
        // Each detail the parent wrote is in the book, or the preview says it could not be used.
        const missing = words.filter((w) => !text.includes(fold(w)) && !reading.unused.some((u) => fold(u).includes(fold(w))));
        expect(missing, `${length} ${age}`).toEqual([]);
        // The preview never says a detail is used that the book does not tell.
        const untold = (reading.details ?? []).filter((d) => !text.includes(fold(d.part.head)) || !reading.used.includes(d.said));
        expect(untold.map((d) => d.said), `${length} ${age}`).toEqual([]);
      }
    });
  }
});
