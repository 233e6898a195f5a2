// What an idea must never bring into a story: instructions to the writer, and words a bedtime story does
// not say. Such parts are listed as not used; the moderator still checks the whole request.
export const INJECTION =
  /\b(ignore|disregard|forget|override)\b[^.]*\b(instruction|previous|above|rule|prompt|everything)|system prompt|\byou are (now|an?|the)\b|\bact as\b|jailbreak|\bprompt\b|\b(assistant|chatgpt|openai)\b|oublie[sz]? (tout|les|tes|vos)|ignore[sz]? (les|tout|tes|vos)|instructions? (précédentes|ci-dessus)|\btu es (maintenant|un|une)\b|\bfais comme si\b/i;

export const UNSAFE = /\b(kill|killing|killed|dead|death|die|dies|blood|bloody|gun|guns|knife|bomb|weapon|sexy|naked|drugs?|beer|wine|hate|stupid|idiot|war|monster|zombie|tuer|mort|morte|sang|fusil|couteau|bombe|arme|nue?|drogue|bière|vin|idiot|débile)\b/i;
