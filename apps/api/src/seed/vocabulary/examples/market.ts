import type { Examples } from "./index.ts";

/** Example sentences of the market theme: [Kinyarwanda, English, French], by word. */
export const MARKET_EXAMPLES: Examples = {
  isoko: [
    "Ejo tuzajya ku isoko rya Kimironko.",
    "Tomorrow we will go to Kimironko market.",
    "Demain, nous irons au marché de Kimironko.",
  ],
  amafaranga: ["Amafaranga yanjye ari mu mufuka.", "My money is in the bag.", "Mon argent est dans le sac."],
  igiciro: [
    "Igiciro cy’ibirayi cyazamutse.",
    "The price of potatoes has gone up.",
    "Le prix des pommes de terre a augmenté.",
  ],
  "ni angahe?": [
    "Iyi mineke ni angahe?",
    "How much are these ripe bananas?",
    "Combien coûtent ces bananes mûres ?",
  ],
  birahenze: [
    "Birahenze cyane, mungabanyirize.",
    "It is very expensive, lower the price for me.",
    "C’est très cher, baissez-moi le prix.",
  ],
  birahendutse: ["Hano ibintu birahendutse.", "Things are cheap here.", "Ici, les choses sont bon marché."],
  kugura: [
    "Ndashaka kugura ibijumba.",
    "I want to buy sweet potatoes.",
    "Je veux acheter des patates douces.",
  ],
  kugurisha: [
    "Aje kugurisha amata ku isoko.",
    "She has come to sell milk at the market.",
    "Elle est venue vendre du lait au marché.",
  ],
  kwishyura: ["Nshobora kwishyura kuri telefoni?", "Can I pay by phone?", "Puis-je payer par téléphone ?"],
  umucuruzi: [
    "Umucuruzi yampaye inyanya nziza.",
    "The trader gave me good tomatoes.",
    "Le commerçant m’a donné de bonnes tomates.",
  ],
  umuguzi: [
    "Umuguzi abaza igiciro cy’umuceri.",
    "The customer asks the price of rice.",
    "Le client demande le prix du riz.",
  ],
  iduka: [
    "Iduka rifunga saa mbiri z’ijoro.",
    "The shop closes at eight in the evening.",
    "La boutique ferme à vingt heures.",
  ],
  imboga: [
    "Mama agura imboga buri wa mbere.",
    "My mother buys vegetables every Monday.",
    "Ma mère achète des légumes chaque lundi.",
  ],
  imbuto: [
    "Kurya imbuto ni byiza ku buzima.",
    "Eating fruit is good for your health.",
    "Manger des fruits est bon pour la santé.",
  ],
  ibitoki: [
    "Ibitoki bitekwa n’ibishyimbo.",
    "Cooking bananas are cooked with beans.",
    "Les bananes à cuire se cuisinent avec des haricots.",
  ],
  umuneke: ["Umwana arya umuneke.", "The child is eating a ripe banana.", "L’enfant mange une banane mûre."],
  ibirayi: [
    "Ibirayi byo mu Ruhengeri biraryoha.",
    "Potatoes from Ruhengeri are tasty.",
    "Les pommes de terre de Ruhengeri sont savoureuses.",
  ],
  ibijumba: [
    "Mu gitondo twariye ibijumba n’icyayi.",
    "In the morning we ate sweet potatoes with tea.",
    "Le matin, nous avons mangé des patates douces avec du thé.",
  ],
  ibishyimbo: [
    "Ibishyimbo ni ibiryo bya buri munsi.",
    "Beans are an everyday food.",
    "Les haricots sont un aliment de tous les jours.",
  ],
  umuceri: [
    "Uyu munsi turateka umuceri.",
    "Today we are cooking rice.",
    "Aujourd’hui, nous cuisinons du riz.",
  ],
  ibigori: ["Ibigori byokeje biraryoha.", "Roasted maize is tasty.", "Le maïs grillé est savoureux."],
  amashaza: [
    "Amashaza mashya arahenze muri iki gihe.",
    "Fresh peas are expensive at this time of year.",
    "Les petits pois frais sont chers en cette saison.",
  ],
  inyanya: ["Naguze inyanya eshanu.", "I bought five tomatoes.", "J’ai acheté cinq tomates."],
  igitunguru: ["Shyira igitunguru mu isosi.", "Put an onion in the sauce.", "Mets un oignon dans la sauce."],
  inanasi: ["Inanasi ni urubuto ruryoshye.", "Pineapple is a sweet fruit.", "L’ananas est un fruit sucré."],
  umwembe: ["Umwembe weze urahumura neza.", "A ripe mango smells good.", "Une mangue mûre sent bon."],
  amata: [
    "Abana banywa amata buri gitondo.",
    "The children drink milk every morning.",
    "Les enfants boivent du lait chaque matin.",
  ],
  amagi: ["Amagi icumi ni amafaranga angahe?", "How much are ten eggs?", "Combien coûtent dix œufs ?"],
  inyama: [
    "Ku munsi mukuru turya inyama.",
    "On feast days we eat meat.",
    "Les jours de fête, nous mangeons de la viande.",
  ],
  ifi: [
    "Ifi yo mu kiyaga cya Kivu iraryoha.",
    "Fish from Lake Kivu is tasty.",
    "Le poisson du lac Kivu est savoureux.",
  ],
  umunyu: ["Ibiryo bibuze umunyu.", "The food lacks salt.", "La nourriture manque de sel."],
  isukari: [
    "Nshyirira isukari nke mu cyayi.",
    "Put a little sugar in my tea for me.",
    "Mets-moi un peu de sucre dans le thé.",
  ],
  amavuta: [
    "Amavuta y’inka akoreshwa mu guteka.",
    "Cow’s butter is used for cooking.",
    "Le beurre de vache sert à cuisiner.",
  ],
  umugati: ["Buri gitondo ngura umugati.", "Every morning I buy bread.", "Chaque matin, j’achète du pain."],
  icyayi: ["Icyayi cy’u Rwanda kiraryoha.", "Rwandan tea is delicious.", "Le thé du Rwanda est délicieux."],
  ikawa: [
    "Ikawa y’u Rwanda igurishwa mu mahanga.",
    "Rwandan coffee is sold abroad.",
    "Le café du Rwanda est vendu à l’étranger.",
  ],
  amazi: ["Ndashaka amazi yo kunywa.", "I want drinking water.", "Je veux de l’eau à boire."],
  ikiro: ["Mpa ikiro kimwe cy’umuceri.", "Give me one kilogram of rice.", "Donnez-moi un kilo de riz."],
  umufuka: [
    "Shyira ibirayi mu mufuka.",
    "Put the potatoes in the bag.",
    "Mets les pommes de terre dans le sac.",
  ],
  ndashaka: [
    "Ndashaka ibiro bibiri by’ibishyimbo.",
    "I want two kilograms of beans.",
    "Je veux deux kilos de haricots.",
  ],
};
