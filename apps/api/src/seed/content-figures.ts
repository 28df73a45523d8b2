/** Real figures of Rwanda's history for the museum sidebar, each tied to the museum that tells their story. */
export const DEMO_FIGURES = [
  {
    museum: "kings-palace-museum",
    name: "Mutara III Rudahigwa",
    era: "King, 1931–1959",
    description:
      "Built the palace at Nyanza in the 1930s and abolished the ubuhake cattle clientship in 1954.",
  },
  {
    museum: "kings-palace-museum",
    name: "Kigeli IV Rwabugiri",
    era: "King, c. 1853–1895",
    description:
      "A warrior king whose campaigns extended the kingdom's reach in the late nineteenth century.",
  },
  {
    museum: "ethnographic-museum",
    name: "Ruganzu II Ndori",
    era: "King, 17th century",
    description:
      "Remembered in oral tradition as the king who restored the kingdom after a time of invasion and famine.",
  },
  {
    museum: "ethnographic-museum",
    name: "Alexis Kagame",
    era: "1912–1981",
    description: "Priest, historian and poet who recorded Rwanda's court poetry and oral histories.",
  },
  {
    museum: "kandt-house-museum",
    name: "Richard Kandt",
    era: "1867–1918",
    description: "German physician and explorer who established the post of Kigali in 1907.",
  },
  {
    museum: "ethnographic-museum",
    name: "Ndabaga",
    era: "Oral tradition",
    description:
      "The heroine of a well-known tale, a young woman who trained as a warrior to bring her father home.",
  },
] as const;
