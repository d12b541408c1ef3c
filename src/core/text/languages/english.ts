// English: today's list and WordNet lemmas (lemma.ts), one concept per lemma shown as the lemma itself.
import { lemmatize } from '../lemma.js';
import type { LanguageModule } from './language.js';

/**
 * English function words (the NLTK/Snowball basis widened with common adverbs, quantifiers and
 * number words) plus the verbs so frequent and empty that they would become hubs of every graph.
 * Content words, even very common ones (good, new, people, time, work, want, need), are deliberately
 * absent: in a text network they are the concepts.
 *
 * Of those empty verbs only the forms that work as grammar are listed. Their -ing forms that
 * prose also uses as nouns or adjectives (knowing, saying, liking, making, taking, coming,
 * giving, telling, seeing: "the knowing of good and evil", "an old saying", "a telling detail")
 * are not: they stay concepts. The -ing forms that stay listed are auxiliaries or light verbs in
 * nearly every use (being, having, doing, going, getting, letting, becoming, putting, seeming).
 * test/core/text/stopwords.test.ts holds a sentence for each of these decisions.
 */
const ENGLISH_STOPWORDS = `
  a an the this that these those such same other another own
  each every either neither any some no none all both few many much more most less least
  several enough
  i me my mine myself we us our ours ourselves you your yours yourself yourselves
  he him his himself she her hers herself it its itself they them their theirs themselves
  oneself others
  what which who whom whose whoever whomever whatever whichever
  someone somebody something anyone anybody anything everyone everybody everything
  nobody nothing noone
  about above across after against along amid among amongst around as at before behind below
  beneath beside besides between beyond by despite down during except for from in inside into
  of off on onto out outside over per through throughout to toward towards under underneath
  unlike unto up upon via with within without
  and but or nor so yet if because although though while whilst whereas whether unless lest
  once since than till until when whenever where wherever whereby wherein why how
  however therefore thus hence moreover furthermore nevertheless nonetheless otherwise instead
  meanwhile accordingly consequently
  also very just even ever still really already almost quite rather perhaps maybe
  often always never sometimes usually again further then now here there
  thereby therein thereafter thereof hereby herein else elsewhere anyway anyhow somehow
  somewhere anywhere everywhere nowhere indeed only too not
  actually simply merely mostly probably certainly especially particularly
  yes yeah oh ok okay etc eg ie
  am is are was were be been being
  have has had having do does did doing done
  can cannot could shall should will would may might must ought
  say says said get gets got gotten getting go goes went gone going
  know knows knew known like likes liked let lets letting
  seem seems seemed seeming become becomes became becoming
  make makes made take takes took taken come comes came
  give gives gave given tell tells told put puts putting see sees saw seen
  together back away
  one two three four five six seven eight nine ten first
  s t d ll m re ve don doesn didn isn aren wasn weren hasn haven hadn
  shouldn wouldn couldn mustn mightn needn shan ain
  i'm i've i'd i'll you're you've you'd you'll he's he'd he'll she's she'd she'll
  it's it'd it'll we're we've we'd we'll they're they've they'd they'll
  that's that'd that'll there's there'd there'll there're here's
  what's what'd what'll what're what've who's who'd who'll who're who've
  where's where'd when's why's how's how'd let's y'all
  isn't aren't wasn't weren't hasn't haven't hadn't doesn't don't didn't
  won't wouldn't shan't shouldn't can't couldn't mustn't mightn't needn't oughtn't daren't ain't
  could've would've should've might've must've
`;

export const english: LanguageModule = {
  code: 'en',
  name: 'English',
  script: 'Latin',
  trigramCode: 'eng',
  commonWords: `the of and to a in is that for it with as on are be this by or not from at an was you can your
    if which have has will when they their there he she we his her him them our my me but all so what who
    would could should been had were do does did into than then these those`,
  stopwords: { add: ENGLISH_STOPWORDS },
  lemmatize,
};
