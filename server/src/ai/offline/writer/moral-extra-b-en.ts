// More English realisations of the moral arcs for empathy, responsibility, creativity and 'none',
// so that two stories on the same lesson seldom tell it with the same sentences. Each line stands
// alone: a story draws one setup, two pressures, one turn and one echo independently.
import type { MoreArcs } from './moral-arcs.ts';
import type { En, EnCtx } from './story-context.ts';
import { cap } from './text-tools.ts';

/** The hero notices what the friend needs and offers the treasure for it (young readers). */
function offerYoung(c: EnCtx): string {
  switch (c.tKind) {
    case 'food': return `"Are you hungry?" asked ${c.H}, and held out ${c.treasure.the}.`;
    case 'warm': return `"Are you cold?" asked ${c.H}, and tucked ${c.treasure.the} round ${c.F}.`;
    case 'book': return `"Would a story help?" asked ${c.H}, and opened ${c.treasure.the} for ${c.F}.`;
    case 'light': return `"Is it too dark for you?" asked ${c.H}, and held ${c.treasure.the} close to ${c.F}.`;
    case 'toy': return `"Do you want a turn?" asked ${c.H}, and held out ${c.treasure.the}.`;
  }
}

/** The same noticing, for older readers: the hero acts without being asked. */
function offerOlder(c: EnCtx): string {
  switch (c.tKind) {
    case 'food': return `${c.H} caught the hungry look on ${c.F}'s face, and without a word, ${c.he} held out ${c.treasure.the}.`;
    case 'warm': return `${c.H} saw that ${c.F} was shivering, and without being asked, ${c.he} tucked ${c.treasure.the} round ${c.F}'s shoulders.`;
    case 'book': return `${c.H} remembered that a story always calmed ${c.F} down, so ${c.he} opened ${c.treasure.the} and read a page aloud, softly, until ${c.F} was breathing slowly again.`;
    case 'light': return `${c.H} remembered that ${c.F} did not like the dark, and without a word, ${c.he} turned ${c.treasure.the} so that its glow fell on ${c.F} instead.`;
    case 'toy': return `${c.H} saw how ${c.F} kept glancing at ${c.treasure.the}, and without a word, ${c.he} put it into ${c.F}'s hands.`;
  }
}

export const EN_MORALS_EXTRA_B: MoreArcs<En> = {
  empathy: {
    young: {
      setup: [
        (c) => `${c.H} liked to be first. First to the door, first to the top, first, first, first!`,
        (c) => `${c.H} talked and talked all day long. Chatter, chatter, chatter!`,
        (c) => `${c.H} hardly ever stood still. Not even for one little minute!`,
        (c) => `${c.H} always had so much to do. Skip, hop, jump, go!`,
        (c) => `${c.H} sang so loudly and bounced so high that ${c.he} never heard anything else.`,
        (c) => `${c.H}'s head was full of ${c.his} own big plans. There was no room for anything else!`,
        (c) => `Everything ${c.H} did, ${c.he} did fast. Much too fast, perhaps?`,
      ],
      pressure: [
        (c) => `"Wait for me!" called ${c.F}. But ${c.H} was already far away.`,
        (c) => `${c.F}'s chin began to wobble. ${c.H} was looking the other way.`,
        (c) => `${c.F} tried to say something. But ${c.H} talked and talked, and did not hear.`,
        (c) => `${c.F} tripped. "Ow!" ${c.H} giggled. Then ${c.he} saw ${c.F}'s face, and the giggle went away.`,
        (c) => `${c.F} went slower and slower. ${c.H} went faster and faster.`,
        (c) => `"Me first!" said ${c.H}, and pushed to the front. ${c.F} stayed at the back, very quiet.`,
        (c) => `At last ${c.H} looked back. ${c.F} was far behind, all alone. Oh! ${c.H} felt a little pang inside.`,
      ],
      turn: [
        (c) => `${c.H} turned round and waited for ${c.F}. "We'll go slowly," ${c.he} said. "Side by side."`,
        (c) => `${c.H} looked carefully at ${c.F}'s face. "You look sad. Do you want a hug?" Oh yes, ${c.F} did!`,
        (c) => `"Your turn to talk," said ${c.H}. "I'm listening." And ${c.he} listened with both ears.`,
        (c) => `${offerYoung(c)} ${c.F} gave a small, thankful smile.`,
        (c) => `${c.H} slowed down, and down, until ${c.his} steps matched ${c.F}'s steps. Step, step, step, together.`,
        (c) => `${c.H} knelt down beside ${c.F}. "I'm sorry I didn't wait," ${c.he} said. ${c.F} gave ${c.him} a little smile.`,
        (c) => `${c.H} held ${c.F}'s hand very tight. "I'm here," ${c.he} whispered. "I'm staying right here with you."`,
      ],
      echo: [
        (c) => `These days, ${c.H} always waits for ${c.F} before going on.`,
        (c) => `Now ${c.H} listens almost as much as ${c.he} talks. Well, nearly!`,
        (c) => `${c.H} still goes fast. But when a friend needs ${c.him}, ${c.he} stops.`,
        (c) => `When ${c.F} feels sad now, ${c.H} is the very first to notice.`,
        (c) => `For the rest of the day, ${c.H} walked at ${c.F}'s speed. It was a lovely speed.`,
        (c) => `${c.H} has learned to look at faces. A face can tell you so much!`,
        (c) => `${c.H} found out something new: friends have big feelings too, and a hug helps.`,
      ],
    },
    older: {
      setup: [
        (c) => `${c.H} always had a great many things to say and very little time to listen to anybody else's.`,
        (c) => `${c.H} was so full of ${c.his} own plans that ${c.he} sometimes forgot other people had plans too, and worries of their own.`,
        (c) => `Whenever ${c.H} was excited, ${c.he} charged ahead like a runaway cart, and ${c.he} was excited almost all of the time.`,
        (c) => `${c.H} was brave and bright and kind, in a hurried sort of way: ${c.he} would help anyone at all, as long as it did not mean slowing down.`,
        (c) => `${c.H} always took it for granted that if ${c.he} was fine, everybody else must be fine too. It had never once occurred to ${c.him} to check.`,
        (c) => `${c.H} could spot a four-leaf clover at fifty paces, but ${c.he} could walk straight past a frown without seeing it at all.`,
        (c) => `Everybody agreed that ${c.H} was wonderful company, as long as you could keep up, and as long as you did not expect a turn to talk.`,
        (c) => `${c.H} loved lists: things to do, things to see, things to try. Not one of them, though, said "stop and look around".`,
      ],
      pressure: [
        (c) => `"Can we rest for a minute?" asked ${c.F}. "Later," said ${c.H} over ${c.his} shoulder, and only afterwards wondered why the word had come out so sharp.`,
        (c) => `${c.F} began to talk about a worry, but ${c.H} broke in with a story of ${c.his} own, a much more exciting one. ${c.F} did not try again, and the silence that followed made ${c.H} oddly uncomfortable.`,
        (c) => `When ${c.F} stumbled, ${c.H} laughed before ${c.he} could stop ${c.him}self. ${c.F} did not laugh at all, and ${c.H} would have given anything to take that laugh back.`,
        (c) => `${c.H} chattered on about everything they would do next. Only when ${c.he} paused for breath did ${c.he} notice that ${c.F} had stopped answering a long while ago, and the quiet felt strangely cold.`,
        (c) => `"I'm fine," said ${c.F}, in the kind of voice that means the very opposite. ${c.H} chose to believe it and hurried on, but a small doubt trailed after ${c.him} like a shadow.`,
        (c) => `${c.H} was already three steps ahead when a small sniff came from somewhere behind. ${c.He} pretended not to hear it, and every step after that felt a little heavier.`,
        (c) => `${c.H} was so busy helping in ${c.his} own way that ${c.he} never thought to ask ${c.F} what would actually help. Somehow, all that helping only made things worse.`,
      ],
      turn: [
        (c) => `${c.H} stopped in ${c.his} tracks and turned round. ${c.F} was a long way behind, tired and worried. ${c.H} went all the way back without saying "hurry" once. "We'll go at your speed," ${c.he} said. "There's no rush at all."`,
        (c) => `This time, when ${c.F} began to speak, ${c.H} closed ${c.his} mouth and opened ${c.his} ears. It was not easy. But what ${c.F} had to say was worth every second of the waiting.`,
        (c) => `${offerOlder(c)} It was only a small thing, but ${c.F}'s whole face changed.`,
        (c) => `"I'm sorry," said ${c.H} quietly. "I haven't been much of a friend today. How are you, really?" ${c.F} looked up in surprise, and then everything came tumbling out at once.`,
        (c) => `${c.H} sat down beside ${c.F}, close enough for their shoulders to touch, and simply stayed. No advice, no hurry. After a while, ${c.F} leaned against ${c.him} and let out a long, shaky breath.`,
        (c) => `${c.H} tried to imagine being ${c.F} just then: tired, worried, and not at all sure how things would turn out. The thought made ${c.his} chest ache. ${c.He} went back and took ${c.F}'s hand. "Let's do this part together."`,
        (c) => `"What would help most, right now?" asked ${c.H}, and then, which was the hard part, ${c.he} waited. "Just going a bit slower," said ${c.F}. So they did, and it made all the difference.`,
      ],
      echo: [
        (c) => `After that, ${c.H} kept glancing round, not to hurry ${c.F} along, but just to catch ${c.F}'s eye, and every time, ${c.F} smiled back.`,
        (c) => `${c.H} was still quick, and still chatty, but ${c.he} had learned the trick of the pause: the little gap where somebody else's feelings can fit.`,
        (c) => `${c.H} discovered that listening is not the same as waiting for your turn to talk, and that it is a great deal more interesting.`,
        (c) => `Later, ${c.F} said that the best moment of the whole adventure was when ${c.H} stopped to ask how ${c.F} was feeling. ${c.H} would have guessed something else entirely.`,
        (c) => `From then on, whenever ${c.H} was about to rush ahead, ${c.he} remembered ${c.F}'s face that day, and slowed down without being asked.`,
        (c) => `${c.H} began to notice things ${c.he} had never noticed before: a sigh, a slow step, a smile that did not quite reach the eyes. Each one, ${c.he} now knew, was a little message.`,
        (c) => `That night, ${c.H} thought about how the day must have looked to ${c.F}, and promised ${c.him}self to keep an eye out for friends who go quiet.`,
      ],
    },
  },
  responsibility: {
    young: {
      setup: [
        (c) => `Today, Grandma had given ${c.H} a job all of ${c.his} own. "I'm carrying ${c.treasure.the}," ${c.he} said. "All by myself!"`,
        (c) => `Grandma gave ${c.treasure.the} to ${c.H}. "You're in charge of this now," she said. ${c.H} nodded a very big nod.`,
        (c) => `"Who will look after ${c.treasure.the}?" asked Grandma. "Me! Me!" said ${c.H}.`,
        (c) => `${c.H} was old enough for a real job at last. "Keep ${c.treasure.the} safe all day long," said Grandma.`,
        (c) => `${c.H} made Grandma a promise. "I'll bring ${c.treasure.the} home safe," ${c.he} said.`,
        (c) => `Grandma tied a ribbon round ${c.treasure.the}. "That means it's your job now," she told ${c.H}.`,
        (c) => `${c.H} stood up very tall. Grandma had said so: today, ${c.treasure.the} was ${c.his} job, and nobody else's!`,
      ],
      pressure: [
        (c) => `${c.H} put ${c.treasure.the} down to play, and then forgot all about it! Oh no! ${c.H} ran back, and there it was. Phew!`,
        (c) => `"You carry it," ${c.H} told ${c.F}. But it was not ${c.F}'s job. It was ${c.H}'s job.`,
        (c) => `${c.H} swung ${c.treasure.the} round and round. Whoops! It nearly fell. ${c.H}'s heart went thump.`,
        (c) => `"Somebody else can do it," thought ${c.H}. But there was nobody else. Only ${c.H}.`,
        (c) => `"Jobs are boring," grumbled ${c.H}, and ${c.he} plodded along, cross and slow.`,
        (c) => `${c.H} gazed at ${c.treasure.the}. Then ${c.he} gazed at all the fun things to do instead. Hmm.`,
        (c) => `Uh-oh! ${c.H} was not looking, and ${c.treasure.the} slipped. ${c.H} caught it just in time.`,
      ],
      turn: [
        (c) => `${c.H} picked up ${c.treasure.the} and held it carefully. "My job," ${c.he} said. "I'll do it properly."`,
        (c) => `"I know what to do," said ${c.H}. ${c.He} did not wait for anybody to tell ${c.him}.`,
        (c) => `First, ${c.H} put ${c.treasure.the} somewhere safe. Then ${c.he} helped ${c.F}. One thing, then the next!`,
        (c) => `"Stay close to me," ${c.H} told ${c.F}. "I'll look after us both." How grown-up ${c.he} sounded!`,
        (c) => `"Right," said ${c.H}, and ${c.he} got on with the job, slowly and carefully, one bit at a time.`,
        (c) => `${c.H} checked ${c.treasure.the}. Safe! ${c.He} checked ${c.F}. Safe too! Now ${c.he} could be brave.`,
        (c) => `${c.H} remembered ${c.his} promise. ${c.He} nodded firmly. "I can do this. I said I would."`,
      ],
      echo: [
        (c) => `${cap(c.treasure.the)} came home safe and sound. ${c.H} skipped round in a happy little circle.`,
        (c) => `Now ${c.H} has a little job every day, and ${c.he} always does it well.`,
        (c) => `"Who looked after ${c.treasure.the}?" asked Grandma. "I did!" said ${c.H}, as proud as could be.`,
        (c) => `${c.H} put ${c.treasure.the} back in its place. Job done! What a good feeling.`,
        (c) => `${c.H} felt tall inside, as tall as a tree. Everyone could count on ${c.him}!`,
        (c) => `These days, when there is a job to do, ${c.H} says, "I'll do it!"`,
        (c) => `That night, ${c.treasure.the} sat safe beside ${c.H}'s bed, and ${c.H} fell asleep smiling.`,
      ],
    },
    older: {
      setup: [
        (c) => `${c.H} had begged for a proper job for weeks, and this morning Grandma had finally given ${c.him} one: to look after ${c.treasure.the} all day and bring it home in one piece.`,
        (c) => `Before they set out, Grandma had placed ${c.treasure.the} in ${c.H}'s care. "It's not a big thing," she had said, "but it matters to me." ${c.H} had promised to guard it with ${c.his} life, which made Grandma laugh.`,
        (c) => `${c.H} liked to think of ${c.him}self as very grown-up, and today was the chance to prove it: Grandma had said that ${c.treasure.the} was ${c.he === 'she' ? 'hers' : 'his'} to look after, and nobody else's.`,
        (c) => `Grandma had a rule: whoever offers to carry something carries it all the way. That morning, a little too quickly, ${c.H} had offered to carry ${c.treasure.the}.`,
        (c) => `${c.H} was very good at starting things and not quite so good at finishing them. Today, though, ${c.he} had promised Grandma that ${c.he} would see one thing through: bringing ${c.treasure.the} safely home.`,
        (c) => `There are two kinds of people, Grandma liked to say: those who leave a job for somebody else, and those who are the somebody else. With ${c.treasure.the} to look after today, ${c.H} was about to find out which kind ${c.he} was.`,
        (c) => `${c.H} had made Grandma a promise that morning, the solemn kind, with a hand on the heart: ${c.treasure.the} would come home safe, whatever happened.`,
        (c) => `Looking after ${c.treasure.the} had been ${c.H}'s own idea. "Leave it with me, Grandma," ${c.he} had said, feeling tremendously important. Only later did ${c.he} find out how heavy important can be.`,
      ],
      pressure: [
        (c) => `${c.H} set ${c.treasure.the} down for just a moment, and when ${c.he} turned round, ${c.he} could not see it anywhere. ${c.His} stomach lurched. Then there it was, right where ${c.he} had left it, but the fright stayed with ${c.him} for a long while.`,
        (c) => `"You carry it for a bit," said ${c.H}, pushing ${c.treasure.the} towards ${c.F}. ${c.F} took it without a word. ${c.H} felt lighter for about ten steps, and then heavier than ever.`,
        (c) => `When things went wrong, ${c.H}'s first thought was, "It wasn't my fault." ${c.His} second thought arrived a little later and a lot more quietly: "Wasn't it?"`,
        (c) => `${c.H} knew ${c.he} should have checked before hurrying on. ${c.He} had not checked, and now everything was harder than it needed to be. ${c.He} stared at the ground and said nothing.`,
        (c) => `All this carrying was dull, and ${c.H} began to grumble under ${c.his} breath. ${cap(c.treasure.the)} seemed to grow heavier with every grumble.`,
        (c) => `${c.H} had been so busy having an adventure that ${c.he} had quite forgotten about ${c.treasure.the}. When ${c.he} remembered, with a jolt, ${c.his} cheeks went hot.`,
        (c) => `${c.F} looked to ${c.H} to decide what to do next, and ${c.H} did not want to decide. "You choose," ${c.he} said with a shrug. It felt like putting down something ${c.he} had promised to carry.`,
      ],
      turn: [
        (c) => `"I said I'd look after things, so I will," ${c.H} told ${c.him}self. ${c.He} tucked ${c.treasure.the} safely out of harm's way, and then, steadily and without any fuss, set about doing what had to be done.`,
        (c) => `"That was my mistake," said ${c.H}, "so I'll put it right." It was not easy to say, and it was even harder to do, but ${c.he} did both.`,
        (c) => `${c.H} stopped waiting for somebody else to decide. ${c.He} looked at the problem, looked at ${c.F}, and said, "Here's what we'll do." To ${c.his} own surprise, ${c.his} voice did not wobble at all.`,
        (c) => `${c.H} held ${c.treasure.the} close and said to ${c.F}, "Stay right behind me. I'll go first." It was ${c.his} job, after all, and ${c.he} meant to do it properly.`,
        (c) => `${c.H} made a list in ${c.his} head: first, make sure everyone is safe; next, put ${c.treasure.the} where nothing can spoil it; then, deal with the problem. One, two, three. ${c.He} worked through it in order, just as Grandma would have done.`,
        (c) => `Half-done was not good enough, not this time. ${c.H} took a deep breath and made up ${c.his} mind to see it through to the very end, however long it took.`,
        (c) => `${c.H} did the careful thing instead of the quick thing: ${c.he} checked, and checked again, and only then stepped forward. It was slower, but it was right.`,
      ],
      echo: [
        (c) => `At the end of the day, ${c.H} handed back ${c.treasure.the} without a mark on it, and found that this felt even better than the adventure itself.`,
        (c) => `After that, Grandma trusted ${c.H} with bigger and bigger jobs, and ${c.H} took every single one of them seriously.`,
        (c) => `${c.H} never forgot the feeling of seeing a job through to the very end. It was quieter than cheering, but it lasted much longer.`,
        (c) => `"You were the one who kept us all safe," said ${c.F} afterwards. ${c.H} had not thought of it like that, but ${c.he} liked the sound of it very much.`,
        (c) => `From then on, when something needed doing, ${c.H} did not look round to see who else might do it. ${c.He} simply did it.`,
        (c) => `${c.H} put ${c.treasure.the} back exactly where it belonged, then stood looking at it for a moment, feeling quietly and deeply proud.`,
        (c) => `Everyone noticed that ${c.H} seemed taller somehow, though ${c.he} had not grown an inch. Being trusted, it seemed, did that to you.`,
      ],
    },
  },
  creativity: {
    young: {
      setup: [
        (c) => `${c.H} loved to draw, and build, and pretend. Every day was a making day!`,
        (c) => `${c.H} saw pictures everywhere: a ship in a cloud, a face in a pebble.`,
        (c) => `${c.H} kept a box of bits and bobs. Buttons, shells and string! What could they become?`,
        (c) => `${c.H} liked to make up songs. A brand-new song every single day!`,
        (c) => `"What if?" was ${c.H}'s favourite question. What if, what if, what if?`,
        (c) => `${c.H} never played a game the same way twice. There was always something new to add!`,
        (c) => `${c.H} loved ${c.treasure.the}, because with a little imagining it could be anything at all.`,
      ],
      pressure: [
        (c) => `${c.H} tried the very same thing again. And again. It still did not work.`,
        (c) => `${c.H} did it the usual way, the way everybody does. But the usual way did not work this time.`,
        (c) => `${c.H} had an idea, but it seemed too silly to say. So ${c.he} kept it inside.`,
        (c) => `${c.H} felt stuck, like a boot in the mud. Stuck, stuck, stuck!`,
        (c) => `${c.H} looked and looked, but all ${c.he} could see was the problem.`,
        (c) => `"I can't think of anything," sighed ${c.H}. ${c.His} head felt as empty as a box with nothing inside.`,
        (c) => `${c.H} held ${c.treasure.the} and sighed. It was only ${c.treasure.a}, after all. Or was it?`,
      ],
      turn: [
        (c) => `${c.H} said the silly idea out loud. ${c.F} laughed, and then stopped. "Wait! That might work!"`,
        (c) => `${c.H} squinted, tipped ${c.his} head, and looked again. "Ooh," ${c.he} said. "What if we do it backwards?"`,
        (c) => `${c.H} put two things together that had never been together before. Click! A brand-new idea.`,
        (c) => `${c.H} had a wiggly, giggly idea. It was a bit strange. It was a bit wonderful. Let's try it!`,
        (c) => `${c.H} looked at ${c.treasure.the} and smiled a slow smile. "It doesn't have to be just ${c.treasure.a}," ${c.he} said.`,
        (c) => `${c.H} closed ${c.his} eyes and imagined hard. When ${c.he} opened them again, ${c.he} knew just what to do.`,
        (c) => `"Let's each have an idea," said ${c.H}. ${c.F} had one, ${c.H} had one, and together they made a third one, even better!`,
      ],
      echo: [
        (c) => `Now ${c.H} says every silly idea out loud. Some of them are very good!`,
        (c) => `At home, ${c.H} drew a picture of the whole day, with all ${c.his} ideas in it.`,
        (c) => `${c.H} made up a song about ${c.his} clever idea and sang it over and over again.`,
        (c) => `When ${c.H} gets stuck now, ${c.he} tips ${c.his} head and looks at things sideways.`,
        (c) => `These days, ${c.H} and ${c.F} have a favourite game. It is called "What else could it be?"`,
        (c) => `${c.H} found out that ideas are like seeds. The more you plant, the more come up!`,
        (c) => `${c.H} gave ${c.treasure.the} a proud little pat. "We had a good idea today, you and me."`,
      ],
    },
    older: {
      setup: [
        (c) => `${c.H}'s head was a busy workshop full of half-made ideas, and ${c.he} could hardly look at an ordinary object without wondering what else it might become.`,
        (c) => `Most creatures saw a stick and thought "stick". ${c.H} saw a stick and thought "wand, oar, bridge, flagpole", and usually ended up trying all four.`,
        (c) => `${c.H} kept a notebook full of inventions, most of which did not work, and all of which ${c.he} loved anyway.`,
        (c) => `${c.H} had a habit of humming while ${c.he} thought, and the more ${c.he} hummed, the stranger and better ${c.his} ideas became.`,
        (c) => `${c.H} had never used ${c.treasure.the} for just one thing. In ${c.his} games, it had already been a castle, a costume and a ship, and that was only last week.`,
        (c) => `${c.H} believed there was no such thing as a silly question, only questions nobody had thought to ask yet, and ${c.he} asked a great many of them.`,
        (c) => `When everyone else played by the rules, ${c.H} liked to invent new ones. The games got stranger, and a great deal more fun.`,
        (c) => `${c.H} had once mended a broken chair with three spoons and a ribbon, and although it was a very wobbly chair, ${c.he} was still proud of it.`,
      ],
      pressure: [
        (c) => `${c.H} did what everybody always did, because it was what everybody always did. It did not work, and ${c.he} had the uneasy feeling that ${c.he} had not really thought about it at all.`,
        (c) => `An idea fluttered up in ${c.H}'s mind, but ${c.he} shooed it away. "Too strange," ${c.he} told ${c.him}self. "Everybody would laugh." The idea folded its wings and went quiet.`,
        (c) => `"We'll just do it the normal way," said ${c.H}, a little crossly, because the normal way felt safe. But the normal way led them straight back to where they had started.`,
        (c) => `${c.H} stared so hard at the problem that ${c.he} could not see anything around it. The harder ${c.he} stared, the smaller ${c.his} ideas became.`,
        (c) => `${c.H} was so sure there was only one answer that ${c.he} kept trying it, harder and harder each time, as if the problem might simply give in.`,
        (c) => `${c.F} suggested something unusual, and ${c.H} said "That won't work" before ${c.he} had even thought about it. A moment later, ${c.he} wished ${c.he} had listened.`,
        (c) => `${c.H} felt ${c.his} imagination go as flat as a pancake. All ${c.his} usual clever ideas seemed to have wandered off somewhere without ${c.him}.`,
      ],
      turn: [
        (c) => `${c.H} took the strangest idea in ${c.his} head and, instead of hiding it, said it out loud. ${c.F} blinked, then grinned. "That's so odd it might just work." Together they turned it over, trimmed it and tested it, and bit by bit it began to take shape.`,
        (c) => `"Let's stop being sensible for a minute," said ${c.H}. "What's the silliest thing we could possibly do?" They both laughed, and somewhere in the middle of the laughing, a very good idea slipped out.`,
        (c) => `${c.H} stepped back and looked at everything from a new angle, the way you look at a painting from across a room. Suddenly the problem looked less like a wall and more like a puzzle with one piece missing.`,
        (c) => `${c.H} picked up ${c.treasure.the} and asked it, silently, "What else can you do?" It was a funny question to ask ${c.treasure.a}, but it got ${c.his} imagination moving again, and that was all ${c.he} needed.`,
        (c) => `${c.H} borrowed a little of ${c.F}'s idea, added a little of ${c.his} own, and stirred in something nobody had thought of yet. The result was odd, and new, and just right.`,
        (c) => `${c.H} began to hum, which was always a good sign. The humming grew louder, ${c.his} eyes grew brighter, and all at once ${c.he} clapped and said, "I've got it!"`,
        (c) => `${c.H} stopped asking what was wrong and started asking what could be different. One question led to another, each a little wilder than the last, until one of them had a very good answer.`,
      ],
      echo: [
        (c) => `That evening, ${c.H} made a list of all the strange ideas ${c.he} had been too shy to say out loud, and decided to try every one of them.`,
        (c) => `${c.F} told everyone about ${c.H}'s clever idea, and ${c.H} tried not to look too pleased, and failed completely.`,
        (c) => `${c.H} had discovered that the strangest ideas are often the ones most worth saying out loud, and ${c.he} stopped keeping them to ${c.him}self.`,
        (c) => `From then on, whenever someone said "It can't be done," ${c.H} would smile and say, "Not that way, perhaps."`,
        (c) => `After that day, ${c.H} and ${c.F} invented something new every week. Not all of it worked, but all of it was fun.`,
        (c) => `For the rest of the day, ${c.H} could not stop thinking up new ideas. By bedtime, ${c.he} had eleven, and three of them were quite good.`,
        (c) => `${c.H} kept ${c.treasure.the} close after that, because it reminded ${c.him} of the day ${c.he} had dared to think differently.`,
      ],
    },
  },
  none: {
    young: {
      turn: [
        (c) => `${c.H} took a big breath. "I'm a little bit scared," ${c.he} said. "But I'll try."`,
        (c) => `${c.F} squeezed ${c.H}'s hand. All at once, ${c.H} felt much braver.`,
        (c) => `"One, two, three, go!" said ${c.H}. And off they went.`,
        (c) => `${c.H} puffed out ${c.his} chest. ${c.He} felt very small, but ${c.his} heart felt big.`,
        (c) => `${c.H} smiled at ${c.F}, and ${c.F} smiled back. Now they were ready.`,
        (c) => `"Let's be brave together," whispered ${c.F}. "Yes," whispered ${c.H}.`,
        (c) => `${c.H} counted to three. One, two, three! Here goes!`,
      ],
      echo: [
        (c) => `Afterwards, ${c.H} and ${c.F} sang a happy song together.`,
        (c) => `${c.H} yawned a great big yawn. What a big, brave day it had been!`,
        (c) => `Phew! ${c.H} was tired and happy, all the way down to ${c.his} toes.`,
        (c) => `${c.H} hugged ${c.F} goodbye. "See you tomorrow!" "See you tomorrow!"`,
        (c) => `${c.H} felt a little bit bigger than ${c.he} had that morning. Just a little bit!`,
        (c) => `${c.H} and ${c.F} skipped along side by side, giggling and giggling.`,
        (c) => `Tonight, ${c.H} will dream about all of it. Every single bit!`,
      ],
    },
    older: {
      turn: [
        (c) => `${c.H}'s heart was thumping, but ${c.he} found that being scared and being brave could happen at exactly the same time. ${c.He} stepped forward.`,
        (c) => `"Whatever happens," said ${c.F}, "we'll be all right." ${c.H} believed it, and that made all the difference.`,
        (c) => `${c.H} thought of everyone who was counting on them, took a long, steady breath, and decided that now was the moment.`,
        (c) => `For a moment, neither of them moved. Then ${c.H} gave ${c.F} a small, brave grin, ${c.F} grinned back, and the time for doubting was over.`,
        (c) => `${c.H} thought back over everything they had learned along the way. Put together, it came to much more than ${c.he} had realised.`,
        (c) => `"Stay with me?" asked ${c.H}. "Always," said ${c.F}, and they went forward side by side.`,
        (c) => `${c.H} rolled ${c.his} shoulders, lifted ${c.his} chin and said, "Right. Let's do this properly."`,
        (c) => `There was no more time for wondering. ${c.H} looked the problem squarely in the eye and, with ${c.F} close beside ${c.him}, got to work.`,
      ],
      echo: [
        (c) => `That evening, ${c.H} noticed that ${c.he} felt different: not bigger, exactly, but steadier, as if something inside ${c.him} had grown roots.`,
        (c) => `${c.H} and ${c.F} talked for hours afterwards, going over every moment and laughing at the parts that had seemed so frightening at the time.`,
        (c) => `At home, everything looked just the same as before. It was ${c.H} who had changed, only a little, and in the very best way.`,
        (c) => `${c.F} was quiet for a while, then said, "I'm glad it was you with me." ${c.H} felt exactly the same, and said so.`,
        (c) => `That night, ${c.H} fell asleep with the whole adventure still glowing inside ${c.him}, like the last warm ember of a fire.`,
        (c) => `Some days are ordinary, and some days you keep for ever. ${c.H} knew, without the smallest doubt, which kind this had been.`,
        (c) => `Long afterwards, whenever something seemed too big to face, ${c.H} would think back to this day and feel ${c.his} courage come creeping back.`,
        (c) => `${c.H} and ${c.F} had started the day as friends, and they ended it as something even better: friends who had shared a real adventure.`,
      ],
    },
  },
};
