import type { Examples } from "./index.ts";

/** Example sentences of the greetings theme: [Kinyarwanda, English, French], by word. */
export const GREETING_EXAMPLES: Examples = {
  muraho: ["Muraho, nitwa Keza.", "Hello, my name is Keza.", "Bonjour, je m’appelle Keza."],
  mwaramutse: ["Mwaramutse mwarimu!", "Good morning, teacher!", "Bonjour, maître !"],
  mwiriwe: ["Mwiriwe nyogokuru!", "Good afternoon, grandmother!", "Bon après-midi, grand-mère !"],
  "amakuru?": ["Amakuru y’iwanyu?", "How is everyone at your home?", "Comment va-t-on chez vous ?"],
  "ni meza": [
    "Amakuru? — Ni meza, murakoze.",
    "How are you? — Fine, thank you.",
    "Comment ça va ? — Bien, merci.",
  ],
  murakoze: [
    "Murakoze ku mpano mwampaye.",
    "Thank you for the gift you gave me.",
    "Merci pour le cadeau que vous m’avez offert.",
  ],
  "murakoze cyane": [
    "Murakoze cyane kubw’ubufasha bwanyu.",
    "Thank you very much for your help.",
    "Merci beaucoup pour votre aide.",
  ],
  yego: ["Yego, ndabyumva.", "Yes, I understand.", "Oui, je comprends."],
  oya: ["Oya, si njye wabikoze.", "No, I am not the one who did it.", "Non, ce n’est pas moi qui l’ai fait."],
  mumbabarire: [
    "Mumbabarire, inzira ijya ku isoko ni iyihe?",
    "Excuse me, which is the way to the market?",
    "Excusez-moi, quel est le chemin du marché ?",
  ],
  mwihangane: [
    "Mwihangane gato, ndaje.",
    "Be patient a moment, I am coming.",
    "Patientez un instant, j’arrive.",
  ],
  murabeho: [
    "Murabeho, muzagire urugendo rwiza.",
    "Goodbye, have a good journey.",
    "Au revoir, faites bon voyage.",
  ],
  mwirirwe: [
    "Ngiye ku kazi, mwirirwe!",
    "I am off to work, have a good day!",
    "Je pars au travail, bonne journée !",
  ],
  muramuke: ["Ndatashye, muramuke.", "I am going home, good night.", "Je rentre, bonne nuit."],
  "ijoro ryiza": ["Ijoro ryiza, bana banjye.", "Good night, my children.", "Bonne nuit, mes enfants."],
  nitwa: [
    "Nitwa Mugisha, nkaba mfite imyaka icumi.",
    "My name is Mugisha and I am ten years old.",
    "Je m’appelle Mugisha et j’ai dix ans.",
  ],
  "witwa nde?": ["Muraho, witwa nde?", "Hello, what is your name?", "Bonjour, comment t’appelles-tu ?"],
  "nishimiye kukumenya": [
    "Nishimiye kukumenya, Ineza.",
    "Pleased to meet you, Ineza.",
    "Enchanté de te connaître, Ineza.",
  ],
  ndabinginze: [
    "Ndabinginze, mumpe amazi.",
    "Please give me some water.",
    "S’il vous plaît, donnez-moi de l’eau.",
  ],
  "nta kibazo": [
    "Watinze gato? Nta kibazo.",
    "You are a little late? No problem.",
    "Tu es un peu en retard ? Pas de problème.",
  ],
  "tuzongera kubonana": [
    "Tuzongera kubonana ku cyumweru.",
    "We will see each other again on Sunday.",
    "Nous nous reverrons dimanche.",
  ],
  "ni aho ejo": [
    "Turangije akazi; ni aho ejo!",
    "We have finished work; until tomorrow!",
    "Nous avons fini le travail ; à demain !",
  ],
  "murakaza neza": ["Murakaza neza mu Rwanda!", "Welcome to Rwanda!", "Bienvenue au Rwanda !"],
  "bite?": ["Bite se, Kalisa?", "How is it going, Kalisa?", "Ça va, Kalisa ?"],
  "ni byiza": [
    "Ibyo wakoze ni byiza cyane.",
    "What you did is very good.",
    "Ce que tu as fait est très bien.",
  ],
  ndishimye: [
    "Ndishimye kuko mama yaje.",
    "I am happy because my mother came.",
    "Je suis content parce que ma mère est venue.",
  ],
  ndananiwe: [
    "Ndananiwe, ndashaka kuruhuka.",
    "I am tired, I want to rest.",
    "Je suis fatigué, je veux me reposer.",
  ],
  "mumeze mute?": [
    "Mwaramutse sogokuru, mumeze mute?",
    "Good morning grandfather, how are you?",
    "Bonjour grand-père, comment allez-vous ?",
  ],
  "meze neza": ["Meze neza, nawe se?", "I am well, and you?", "Je vais bien, et toi ?"],
  "ni nde?": ["Ukomanga ku rugi ni nde?", "Who is knocking at the door?", "Qui frappe à la porte ?"],
  "ni ukuri": ["Ibyo avuga ni ukuri.", "What he says is true.", "Ce qu’il dit est vrai."],
  sinzi: [
    "Sinzi aho isoko riri.",
    "I do not know where the market is.",
    "Je ne sais pas où se trouve le marché.",
  ],
  ndumva: [
    "Ndumva ingoma zivuga kure.",
    "I hear drums sounding far away.",
    "J’entends des tambours au loin.",
  ],
  sinumva: [
    "Sinumva Igifaransa neza.",
    "I do not understand French well.",
    "Je ne comprends pas bien le français.",
  ],
  "vuga buhoro": [
    "Vuga buhoro, ndacyiga Ikinyarwanda.",
    "Speak slowly, I am still learning Kinyarwanda.",
    "Parle lentement, j’apprends encore le kinyarwanda.",
  ],
  "ongera uvuge": [
    "Sinumvise neza, ongera uvuge.",
    "I did not hear well, say it again.",
    "Je n’ai pas bien entendu, répète.",
  ],
  amahoro: [
    "Amahoro y’Imana abane namwe.",
    "May God’s peace be with you.",
    "Que la paix de Dieu soit avec vous.",
  ],
  "ntuye i Kigali": [
    "Ntuye i Kigali, ariko navukiye i Huye.",
    "I live in Kigali, but I was born in Huye.",
    "J’habite à Kigali, mais je suis né à Huye.",
  ],
  "uri uwa he?": [
    "Uri uwa he? — Ndi uwa Musanze.",
    "Where are you from? — I am from Musanze.",
    "D’où viens-tu ? — Je viens de Musanze.",
  ],
  nanjye: [
    "Ukunda icyayi? Nanjye ndagikunda.",
    "You like tea? Me too, I like it.",
    "Tu aimes le thé ? Moi aussi, je l’aime.",
  ],
};
