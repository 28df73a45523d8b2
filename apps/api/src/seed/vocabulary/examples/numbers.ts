import type { Examples } from "./index.ts";

/** Example sentences of the numbers theme: [Kinyarwanda, English, French], by word. */
export const NUMBER_EXAMPLES: Examples = {
  zeru: [
    "Nimero yanjye ya telefoni itangira na zeru.",
    "My phone number starts with zero.",
    "Mon numéro de téléphone commence par zéro.",
  ],
  rimwe: [
    "Nagiye i Nyanza rimwe gusa.",
    "I have been to Nyanza only once.",
    "Je ne suis allé à Nyanza qu’une fois.",
  ],
  kabiri: ["Turya kabiri ku munsi.", "We eat twice a day.", "Nous mangeons deux fois par jour."],
  gatatu: [
    "Baza gatatu mu cyumweru.",
    "They come three times a week.",
    "Ils viennent trois fois par semaine.",
  ],
  kane: [
    "Ndabara: rimwe, kabiri, gatatu, kane.",
    "I count: one, two, three, four.",
    "Je compte : un, deux, trois, quatre.",
  ],
  gatanu: [
    "Umwana yabaze kugeza kuri gatanu.",
    "The child counted up to five.",
    "L’enfant a compté jusqu’à cinq.",
  ],
  gatandatu: [
    "Ku wa gatandatu tujya ku isoko.",
    "On Saturday (the sixth day) we go to the market.",
    "Le samedi (le sixième jour), nous allons au marché.",
  ],
  karindwi: [
    "Nakomanze karindwi ntawe unyikiriza.",
    "I knocked seven times and no one answered.",
    "J’ai frappé sept fois et personne n’a répondu.",
  ],
  umunani: ["Mfite imyaka umunani.", "I am eight years old.", "J’ai huit ans."],
  icyenda: ["Mushiki wanjye afite imyaka icyenda.", "My sister is nine years old.", "Ma sœur a neuf ans."],
  icumi: ["Naguze amagi icumi.", "I bought ten eggs.", "J’ai acheté dix œufs."],
  "cumi na rimwe": [
    "Ikipe y’umupira w’amaguru igira abakinnyi cumi na rimwe.",
    "A football team has eleven players.",
    "Une équipe de football compte onze joueurs.",
  ],
  "cumi na kabiri": [
    "Tubara kuva kuri rimwe kugeza kuri cumi na kabiri.",
    "We count from one to twelve.",
    "Nous comptons de un à douze.",
  ],
  "cumi na gatanu": [
    "Uyu munsi ni itariki ya cumi na gatanu.",
    "Today is the fifteenth.",
    "Aujourd’hui, nous sommes le quinze.",
  ],
  makumyabiri: ["Afite imyaka makumyabiri.", "She is twenty years old.", "Elle a vingt ans."],
  "makumyabiri na rimwe": [
    "Inzu yacu ni nimero makumyabiri na rimwe.",
    "Our house is number twenty-one.",
    "Notre maison porte le numéro vingt et un.",
  ],
  "mirongo itatu": [
    "Ukwezi kugira iminsi mirongo itatu.",
    "A month has thirty days.",
    "Un mois a trente jours.",
  ],
  "mirongo ine": [
    "Data afite imyaka mirongo ine.",
    "My father is forty years old.",
    "Mon père a quarante ans.",
  ],
  "mirongo itanu": [
    "Iki gitabo gifite impapuro mirongo itanu.",
    "This book has fifty pages.",
    "Ce livre a cinquante pages.",
  ],
  "mirongo itandatu": [
    "Isaha igira iminota mirongo itandatu.",
    "An hour has sixty minutes.",
    "Une heure compte soixante minutes.",
  ],
  "mirongo irindwi": [
    "Sogokuru afite imyaka mirongo irindwi.",
    "My grandfather is seventy years old.",
    "Mon grand-père a soixante-dix ans.",
  ],
  "mirongo inani": [
    "Ishuri ryacu rifite abanyeshuri mirongo inani.",
    "Our school has eighty pupils.",
    "Notre école compte quatre-vingts élèves.",
  ],
  "mirongo icyenda": [
    "Umukino w’umupira umara iminota mirongo icyenda.",
    "A football match lasts ninety minutes.",
    "Un match de football dure quatre-vingt-dix minutes.",
  ],
  ijana: [
    "Umuneke umwe ni amafaranga ijana.",
    "One ripe banana costs a hundred francs.",
    "Une banane mûre coûte cent francs.",
  ],
  "magana abiri": [
    "Nishyuye amafaranga magana abiri.",
    "I paid two hundred francs.",
    "J’ai payé deux cents francs.",
  ],
  "magana atanu": [
    "Ikiro cy’inyanya ni amafaranga magana atanu.",
    "A kilogram of tomatoes is five hundred francs.",
    "Un kilo de tomates coûte cinq cents francs.",
  ],
  igihumbi: [
    "Iyi nanasi igura amafaranga igihumbi.",
    "This pineapple costs a thousand francs.",
    "Cet ananas coûte mille francs.",
  ],
  "ibihumbi bibiri": [
    "Icyayi n’umugati byantwaye ibihumbi bibiri.",
    "The tea and bread cost me two thousand francs.",
    "Le thé et le pain m’ont coûté deux mille francs.",
  ],
  "ibihumbi bitanu": [
    "Ikiro cy’inyama kigura ibihumbi bitanu.",
    "A kilogram of meat costs five thousand francs.",
    "Un kilo de viande coûte cinq mille francs.",
  ],
  "ibihumbi icumi": [
    "Aka gaseke kagura ibihumbi icumi.",
    "This small basket costs ten thousand francs.",
    "Ce petit panier coûte dix mille francs.",
  ],
  miliyoni: [
    "Umujyi wa Kigali utuwe n’abantu barenga miliyoni.",
    "More than a million people live in the city of Kigali.",
    "Plus d’un million de personnes habitent la ville de Kigali.",
  ],
  "uwa mbere": [
    "Keza yabaye uwa mbere mu ishuri.",
    "Keza came first in her class.",
    "Keza a été la première de sa classe.",
  ],
  "uwa kabiri": [
    "Mugisha yabaye uwa kabiri mu isiganwa.",
    "Mugisha came second in the race.",
    "Mugisha est arrivé deuxième à la course.",
  ],
  "uwa nyuma": ["Uwa nyuma afunga urugi.", "The last one closes the door.", "Le dernier ferme la porte."],
  igice: ["Mpa igice cy’umugati.", "Give me a piece of the bread.", "Donne-moi un morceau du pain."],
  "inshuro ebyiri": [
    "Nasomye iki gitabo inshuro ebyiri.",
    "I have read this book twice.",
    "J’ai lu ce livre deux fois.",
  ],
  "angahe?": ["Wishyuye amafaranga angahe?", "How much money did you pay?", "Combien d’argent as-tu payé ?"],
  umubare: [
    "Umubare w’abanyeshuri wiyongereye.",
    "The number of pupils has increased.",
    "Le nombre d’élèves a augmenté.",
  ],
  kubara: ["Umwana arimo kwiga kubara.", "The child is learning to count.", "L’enfant apprend à compter."],
  byose: [
    "Ibitoki byose byaguzwe.",
    "All the cooking bananas have been bought.",
    "Toutes les bananes à cuire ont été achetées.",
  ],
};
