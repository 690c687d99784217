import type { Category, Cuisine } from '@forkful/domain';
import type { SampleUserKey } from './sample-users';

/** How a sample recipe's picture is drawn (see illustrations.ts): a dish shape and its two food colours. */
export type DishKind =
  | 'pasta' | 'pizza' | 'bowl' | 'cake' | 'salad' | 'pan' | 'taco' | 'rice' | 'sticks'
  | 'flatbread' | 'dumplings' | 'noodles' | 'toast' | 'pancakes' | 'tart' | 'tray' | 'plate';

export interface SampleRecipe {
  /** File name of its picture: /images/recipes/<slug>.svg */
  slug: string;
  title: string;
  cuisineType: Cuisine;
  categories: Category[];
  prepTime: number;
  /** How many people the ingredient amounts feed (1 to 100): what the detail page's "Servings" field scales from. */
  servings: number;
  author: SampleUserKey;
  /** Likes the sample starts with (stored as baseLikeCount, so likeCount stays consistent with the likes collection). */
  likes: number;
  dish: DishKind;
  /** Main food colour, then accent (garnish) colour. */
  colors: [string, string];
  ingredients: string;
  instructions: string;
}

export const SAMPLE_RECIPES: readonly SampleRecipe[] = [
  // Italian
  { slug: 'spaghetti-carbonara', title: 'Spaghetti Carbonara', cuisineType: 'Italian', categories: ['Dinner'], prepTime: 25, servings: 4, author: 'marco', likes: 48, dish: 'pasta', colors: ['#f2c66d', '#3f3f46'],
    ingredients: '400 g spaghetti, 150 g guanciale, 4 egg yolks, 1 whole egg, 50 g pecorino romano, black pepper, salt',
    instructions: 'Boil the spaghetti in salted water. Crisp the diced guanciale in a dry pan. Whisk yolks, egg, grated pecorino and plenty of pepper. Toss the drained pasta with the guanciale off the heat, then stir in the egg mixture with a splash of pasta water until silky.' },
  { slug: 'margherita-pizza', title: 'Margherita Pizza', cuisineType: 'Italian', categories: ['Lunch', 'Dinner'], prepTime: 90, servings: 4, author: 'marco', likes: 57, dish: 'pizza', colors: ['#d7263d', '#2f9e44'],
    ingredients: '500 g 00 flour, 325 ml water, 3 g fresh yeast, 10 g salt, 400 g San Marzano tomatoes, 250 g fior di latte mozzarella, fresh basil, 2 tbsp olive oil',
    instructions: 'Knead flour, water, yeast and salt into a soft dough and let it rise for an hour. Stretch into a thin round, spread crushed tomatoes, add torn mozzarella and bake on a very hot stone for 7 minutes. Finish with basil and olive oil.' },
  { slug: 'mushroom-risotto', title: 'Wild Mushroom Risotto', cuisineType: 'Italian', categories: ['Dinner'], prepTime: 40, servings: 4, author: 'marco', likes: 22, dish: 'bowl', colors: ['#e9d8a6', '#7c4a2d'],
    ingredients: '320 g arborio rice, 400 g mixed mushrooms, 1 shallot, 2 cloves garlic, 125 ml dry white wine, 1.2 l vegetable stock, 40 g butter, 60 g parmesan, parsley',
    instructions: 'Sear the mushrooms and set aside. Soften shallot and garlic, toast the rice, deglaze with wine. Add hot stock a ladle at a time, stirring, for 18 minutes. Fold in mushrooms, butter and parmesan; rest 2 minutes and top with parsley.' },
  { slug: 'classic-tiramisu', title: 'Classic Tiramisu', cuisineType: 'Italian', categories: ['Dessert'], prepTime: 30, servings: 8, author: 'marco', likes: 63, dish: 'cake', colors: ['#f5e6c8', '#6b3e26'],
    ingredients: '24 savoiardi biscuits, 500 g mascarpone, 4 eggs, 100 g sugar, 300 ml strong espresso, 2 tbsp cocoa powder, 3 tbsp marsala',
    instructions: 'Beat yolks with sugar until pale, fold in mascarpone, then the whipped whites. Dip the biscuits briefly in espresso with a dash of marsala and layer them with the cream. Chill for at least 4 hours and dust with cocoa before serving.' },
  { slug: 'minestrone', title: 'Vegetable Minestrone', cuisineType: 'Italian', categories: ['Lunch', 'Vegan'], prepTime: 45, servings: 6, author: 'marco', likes: 14, dish: 'bowl', colors: ['#e07a3f', '#4d7c0f'],
    ingredients: '3 tbsp olive oil, 1 onion, 1 carrot, 2 sticks celery, 1 zucchini, 150 g green beans, 400 g cannellini beans, 400 g canned tomatoes, 100 g small pasta, 1.5 l vegetable stock, basil',
    instructions: 'Sweat onion, carrot and celery in olive oil. Add zucchini, beans, tomatoes and stock and simmer for 25 minutes. Add the pasta and cook until tender. Season and serve with torn basil and a drizzle of oil.' },
  { slug: 'caprese-salad', title: 'Caprese Salad', cuisineType: 'Italian', categories: ['Lunch'], prepTime: 10, servings: 2, author: 'ayesha', likes: 9, dish: 'salad', colors: ['#e63946', '#f8f9fa'],
    ingredients: '4 ripe tomatoes, 250 g buffalo mozzarella, fresh basil, 3 tbsp extra virgin olive oil, flaky salt, black pepper',
    instructions: 'Slice tomatoes and mozzarella thickly and alternate them on a plate with basil leaves. Season with salt and pepper and dress generously with olive oil just before serving.' },
  { slug: 'spinach-frittata', title: 'Spinach and Ricotta Frittata', cuisineType: 'Italian', categories: ['Breakfast'], prepTime: 20, servings: 2, author: 'sofia', likes: 5, dish: 'pan', colors: ['#f4d35e', '#2d6a4f'],
    ingredients: '6 eggs, 100 g baby spinach, 125 g ricotta, 30 g parmesan, 1 spring onion, 1 tbsp olive oil, salt, pepper',
    instructions: 'Wilt the spinach with spring onion in an ovenproof pan. Pour in eggs beaten with parmesan, dot with ricotta and cook gently until the edges set. Finish under the grill for 3 minutes until puffed and golden.' },

  // Mexican
  { slug: 'tacos-al-pastor', title: 'Tacos al Pastor', cuisineType: 'Mexican', categories: ['Dinner'], prepTime: 45, servings: 6, author: 'sofia', likes: 51, dish: 'taco', colors: ['#d9480f', '#f59f00'],
    ingredients: '1 kg pork shoulder, 4 guajillo chiles, 50 g achiote paste, ½ pineapple, 1 white onion, 3 cloves garlic, 18 corn tortillas, cilantro, 1 lime',
    instructions: 'Blend soaked chiles, achiote, garlic and a little pineapple juice into a marinade and coat thin pork slices for 30 minutes. Sear in a hot pan with pineapple pieces, chop, and serve on warm tortillas with onion, cilantro and lime.' },
  { slug: 'huevos-rancheros', title: 'Huevos Rancheros', cuisineType: 'Mexican', categories: ['Breakfast'], prepTime: 20, servings: 2, author: 'sofia', likes: 27, dish: 'pan', colors: ['#c92a2a', '#fab005'],
    ingredients: '4 eggs, 4 corn tortillas, 3 tomatoes, 1 jalapeño, ½ onion, 1 clove garlic, 200 g refried beans, 60 g queso fresco, cilantro',
    instructions: 'Simmer blended tomatoes, jalapeño, onion and garlic into a salsa. Fry the tortillas until just crisp and spread them with beans. Fry the eggs, set them on top, spoon over the salsa and finish with crumbled cheese and cilantro.' },
  { slug: 'black-bean-burrito-bowl', title: 'Black Bean Burrito Bowl', cuisineType: 'Mexican', categories: ['Lunch', 'Vegan'], prepTime: 25, servings: 4, author: 'mei', likes: 19, dish: 'salad', colors: ['#343a40', '#fcc419'],
    ingredients: '300 g rice, 400 g black beans, 200 g sweet corn, 250 g cherry tomatoes, 1 avocado, 1 red onion, 1 lime, 1 tsp cumin, 1 tsp smoked paprika, cilantro',
    instructions: 'Cook the rice with lime zest. Warm the beans with cumin and paprika. Char the corn in a dry pan. Arrange everything in bowls with tomatoes, sliced avocado and onion, and finish with lime juice and cilantro.' },
  { slug: 'guacamole', title: 'Chunky Guacamole', cuisineType: 'Mexican', categories: ['Lunch', 'Vegan'], prepTime: 10, servings: 4, author: 'sofia', likes: 33, dish: 'bowl', colors: ['#74b816', '#e03131'],
    ingredients: '3 ripe avocados, 1 lime, ½ white onion, 1 serrano chile, 1 tomato, ¼ cup cilantro, salt, 200 g tortilla chips',
    instructions: 'Mash the avocados coarsely with lime juice and salt. Fold in finely chopped onion, chile, tomato and cilantro. Taste, adjust the lime and salt, and serve at once with tortilla chips.' },
  { slug: 'chiles-rellenos', title: 'Chiles Rellenos', cuisineType: 'Mexican', categories: ['Dinner'], prepTime: 60, servings: 4, author: 'sofia', likes: 12, dish: 'plate', colors: ['#2b8a3e', '#e8590c'],
    ingredients: '4 poblano peppers, 250 g Oaxaca cheese, 4 eggs, 1/2 cup flour, 500 g tomatoes, ½ onion, 2 cloves garlic, 1 tsp oregano, 500 ml vegetable oil',
    instructions: 'Roast, sweat and peel the poblanos, then slit and stuff them with cheese. Dust with flour, dip in whipped egg whites folded with the yolks, and fry until golden. Serve in a light tomato and oregano broth.' },
  { slug: 'churros-chocolate', title: 'Churros with Hot Chocolate', cuisineType: 'Mexican', categories: ['Dessert'], prepTime: 35, servings: 4, author: 'ayesha', likes: 41, dish: 'sticks', colors: ['#d4a056', '#5c3317'],
    ingredients: '250 ml water, 50 g butter, 150 g flour, 2 eggs, salt, 100 g sugar, 2 tsp cinnamon, 150 g dark chocolate, 400 ml milk, 1 l vegetable oil',
    instructions: 'Boil water, butter and salt, beat in the flour, then the eggs one by one. Pipe ridged strips into hot oil and fry until golden. Roll in cinnamon sugar. Melt chocolate into hot milk for dipping.' },
  { slug: 'chilaquiles-verdes', title: 'Chilaquiles Verdes', cuisineType: 'Mexican', categories: ['Breakfast'], prepTime: 25, servings: 2, author: 'marco', likes: 8, dish: 'plate', colors: ['#94d82d', '#fff3bf'],
    ingredients: '150 g tortilla chips, 500 g tomatillos, 1 serrano chile, 1 clove garlic, ½ onion, ½ bunch cilantro, 4 tbsp crema, 50 g queso fresco, fried egg',
    instructions: 'Boil tomatillos with chile, garlic and onion, then blend with cilantro into a green salsa. Simmer the salsa, toss in the chips until just coated, and serve topped with crema, cheese, onion rings and a fried egg.' },

  // Bangladeshi
  { slug: 'kacchi-biryani', title: 'Kacchi Biryani', cuisineType: 'Bangladeshi', categories: ['Lunch', 'Dinner'], prepTime: 120, servings: 8, author: 'ayesha', likes: 72, dish: 'rice', colors: ['#f8e3a1', '#b5651d'],
    ingredients: '750 g basmati rice, 1.5 kg mutton, 250 g yogurt, 1 cup fried onions, 4 potatoes, 3 tbsp ginger garlic paste, 3 tbsp biryani masala, ¼ tsp saffron, 120 ml milk, 100 g ghee, 1 tbsp kewra water',
    instructions: 'Marinate the mutton overnight with yogurt, spices and fried onions. Layer it raw in a heavy pot with fried potatoes and par-boiled rice, then saffron milk, ghee and kewra water. Seal the lid with dough and cook on low heat for 75 minutes.' },
  { slug: 'shorshe-ilish', title: 'Shorshe Ilish', cuisineType: 'Bangladeshi', categories: ['Lunch', 'Dinner'], prepTime: 40, servings: 4, author: 'ayesha', likes: 55, dish: 'bowl', colors: ['#e9b824', '#2f9e44'],
    ingredients: '1 kg hilsa fish, 2 tbsp black mustard seeds, 2 tbsp yellow mustard seeds, 6 green chilies, 1 tsp turmeric, 3 tbsp mustard oil, salt',
    instructions: 'Soak and grind both mustard seeds with green chilies and salt into a smooth paste. Rub the fish with turmeric and salt. Simmer the paste with water, add the fish and slit chilies, and cook covered for 12 minutes. Finish with raw mustard oil.' },
  { slug: 'panta-bhat', title: 'Panta Bhat with Alu Bhorta', cuisineType: 'Bangladeshi', categories: ['Breakfast'], prepTime: 15, servings: 2, author: 'ayesha', likes: 17, dish: 'bowl', colors: ['#f1f3f5', '#f59f00'],
    ingredients: '2 cups cooked rice soaked overnight, 3 potatoes, 1 tbsp mustard oil, 3 dried red chilies, 1 onion, 2 green chilies, salt',
    instructions: 'Soak cooked rice in water overnight. Mash boiled potatoes with mustard oil, fried dried chilies, onion and salt into bhorta. Serve the soaked rice in its water with the bhorta, green chilies and a pinch of salt.' },
  { slug: 'bhuna-khichuri', title: 'Bhuna Khichuri', cuisineType: 'Bangladeshi', categories: ['Lunch', 'Vegan'], prepTime: 50, servings: 4, author: 'ayesha', likes: 29, dish: 'rice', colors: ['#f2b134', '#5c940d'],
    ingredients: '250 g gobindobhog rice, 125 g moong dal, 1 onion, 1 tbsp ginger, 4 cloves garlic, 2 bay leaves, 1 stick cinnamon, 4 cardamom, 1 tsp turmeric, 4 green chilies, 3 tbsp mustard oil',
    instructions: 'Dry-roast the moong dal until fragrant. Fry onion and whole spices in oil, add ginger, garlic and turmeric, then the washed rice and dal. Fry for 5 minutes, add hot water and chilies, and cook covered until soft and fluffy.' },
  { slug: 'beef-kala-bhuna', title: 'Beef Kala Bhuna', cuisineType: 'Bangladeshi', categories: ['Dinner'], prepTime: 120, servings: 6, author: 'mei', likes: 46, dish: 'bowl', colors: ['#4a2511', '#e8590c'],
    ingredients: '1 kg beef, 4 onions, 2 tbsp ginger garlic paste, 2 tbsp kala bhuna masala, 1 tsp red chili powder, 1 tsp turmeric, 125 g yogurt, 120 ml mustard oil, 2 bay leaves',
    instructions: 'Marinate the beef with yogurt and spices. Cook it with plenty of onions in mustard oil until the juices dry, then keep stirring over low heat for an hour, adding splashes of water, until the meat is dark, tender and coated.' },
  { slug: 'mishti-doi', title: 'Mishti Doi', cuisineType: 'Bangladeshi', categories: ['Dessert'], prepTime: 30, servings: 6, author: 'ayesha', likes: 38, dish: 'bowl', colors: ['#e8b87a', '#a0522d'],
    ingredients: '1 l whole milk, 150 g sugar, 2 tbsp plain yogurt starter, 1/4 tsp cardamom',
    instructions: 'Reduce the milk by a third. Caramelise part of the sugar, dissolve it in the milk with the rest of the sugar and cardamom. Cool to lukewarm, stir in the starter, pour into clay pots and leave in a warm place for 8 hours, then chill.' },
  { slug: 'masoor-dal', title: 'Masoor Dal with Tadka', cuisineType: 'Bangladeshi', categories: ['Lunch', 'Vegan'], prepTime: 30, servings: 4, author: 'sofia', likes: 11, dish: 'bowl', colors: ['#f59f00', '#2b8a3e'],
    ingredients: '200 g red lentils, 1/2 tsp turmeric, salt, 1 onion, 4 cloves garlic, 3 dried red chilies, 1 tsp panch phoron, 2 tbsp mustard oil, cilantro',
    instructions: 'Boil the lentils with turmeric and salt until they break down, then whisk smooth. Fry sliced garlic, onion, dried chilies and panch phoron in mustard oil until golden and pour the sizzling tadka over the dal. Top with cilantro.' },
  { slug: 'paratha-aloo-bhaji', title: 'Paratha with Aloo Bhaji', cuisineType: 'Bangladeshi', categories: ['Breakfast'], prepTime: 35, servings: 4, author: 'ayesha', likes: 24, dish: 'flatbread', colors: ['#e9c46a', '#f4a261'],
    ingredients: '300 g atta flour, 4 tbsp ghee, salt, 500 g potatoes, 1 onion, 2 green chilies, 1/2 tsp turmeric, 1/2 tsp nigella seeds, cilantro',
    instructions: 'Knead atta with salt and water, rest, then roll, brush with ghee, fold and roll again into layered parathas. Cook on a hot tawa with ghee. For the bhaji, stir-fry diced potatoes with onion, chilies, turmeric and nigella seeds until tender.' },

  // Chinese
  { slug: 'kung-pao-chicken', title: 'Kung Pao Chicken', cuisineType: 'Chinese', categories: ['Dinner'], prepTime: 30, servings: 4, author: 'mei', likes: 44, dish: 'plate', colors: ['#c2410c', '#e9c46a'],
    ingredients: '500 g chicken thighs, 75 g roasted peanuts, 10 dried red chilies, 1 tsp Sichuan peppercorns, 4 spring onions, 3 cloves garlic, 1 tbsp ginger, 3 tbsp soy sauce, 1 tbsp black vinegar, 1 tbsp sugar, 2 tsp cornstarch',
    instructions: 'Marinate diced chicken in soy sauce and cornstarch. Fry chilies and peppercorns briefly, add the chicken and stir-fry until cooked. Add garlic, ginger and spring onions, pour in the sauce of soy, vinegar and sugar, and toss with peanuts.' },
  { slug: 'pork-chive-dumplings', title: 'Pork and Chive Dumplings', cuisineType: 'Chinese', categories: ['Lunch', 'Dinner'], prepTime: 60, servings: 6, author: 'mei', likes: 66, dish: 'dumplings', colors: ['#fdf6e3', '#2f9e44'],
    ingredients: '40 dumpling wrappers, 400 g ground pork, 150 g garlic chives, 1 tbsp ginger, 2 tbsp soy sauce, 1 tbsp sesame oil, 1/4 tsp white pepper, 4 tbsp black vinegar',
    instructions: 'Mix pork with chopped chives, ginger, soy sauce, sesame oil and pepper, stirring in one direction until sticky. Fill and pleat the wrappers. Boil in three additions of cold water, or pan-fry and steam. Serve with black vinegar.' },
  { slug: 'mapo-tofu', title: 'Mapo Tofu', cuisineType: 'Chinese', categories: ['Dinner'], prepTime: 25, servings: 4, author: 'mei', likes: 31, dish: 'bowl', colors: ['#b02a1a', '#f8f0e3'],
    ingredients: '400 g silken tofu, 150 g ground pork, 2 tbsp doubanjiang, 1 tbsp fermented black beans, 1 tsp Sichuan pepper, 3 cloves garlic, 1 tbsp ginger, 250 ml chicken stock, 1 tbsp cornstarch, 1 spring onion',
    instructions: 'Blanch cubed tofu in salted water. Fry the pork until crisp, add doubanjiang, black beans, garlic and ginger. Pour in stock, slide in the tofu and simmer 5 minutes. Thicken with cornstarch and finish with ground Sichuan pepper.' },
  { slug: 'vegetable-chow-mein', title: 'Vegetable Chow Mein', cuisineType: 'Chinese', categories: ['Lunch', 'Vegan'], prepTime: 20, servings: 2, author: 'marco', likes: 20, dish: 'noodles', colors: ['#e9c46a', '#2a9d8f'],
    ingredients: '200 g egg-free wheat noodles, 150 g cabbage, 1 carrot, 100 g bean sprouts, 1 bell pepper, 1 spring onion, 2 cloves garlic, 2 tbsp soy sauce, 1 tsp dark soy sauce, 1 tsp sesame oil',
    instructions: 'Cook the noodles and rinse them cold. Stir-fry garlic and the sliced vegetables over high heat for 2 minutes. Add the noodles and both soy sauces and toss until glossy. Finish with sesame oil and spring onion.' },
  { slug: 'ginger-congee', title: 'Ginger and Scallion Congee', cuisineType: 'Chinese', categories: ['Breakfast'], prepTime: 50, servings: 4, author: 'mei', likes: 10, dish: 'bowl', colors: ['#f8f9fa', '#40c057'],
    ingredients: '150 g jasmine rice, 1.5 l water, 30 g ginger, 1 tsp salt, 3 scallions, 1 century egg, 1/4 tsp white pepper, 2 tsp sesame oil',
    instructions: 'Rinse the rice and simmer it with ten times its volume of water and sliced ginger, stirring now and then, for 45 minutes until creamy. Season with salt and serve topped with scallions, chopped century egg, pepper and sesame oil.' },
  { slug: 'egg-tarts', title: 'Hong Kong Egg Tarts', cuisineType: 'Chinese', categories: ['Dessert'], prepTime: 45, servings: 12, author: 'mei', likes: 53, dish: 'tart', colors: ['#ffd43b', '#e8a33d'],
    ingredients: '250 g flour, 150 g butter, 40 g icing sugar, 1 egg, 4 egg yolks, 90 g sugar, 160 ml evaporated milk, 1 tsp vanilla',
    instructions: 'Rub flour, butter and icing sugar with an egg into a short pastry, chill, and press into tart tins. Dissolve sugar in hot water, cool, then whisk with yolks, milk and vanilla and strain. Fill the shells and bake at 200 C for 15 minutes.' },
  { slug: 'hot-sour-soup', title: 'Hot and Sour Soup', cuisineType: 'Chinese', categories: ['Lunch'], prepTime: 30, servings: 4, author: 'sofia', likes: 7, dish: 'bowl', colors: ['#9c6644', '#fab005'],
    ingredients: '1 l chicken stock, 10 g wood ear mushrooms, 6 shiitake, 200 g firm tofu, 100 g bamboo shoots, 1 egg, 3 tbsp rice vinegar, 2 tbsp soy sauce, 1 tsp white pepper, 2 tbsp cornstarch',
    instructions: 'Simmer sliced mushrooms, tofu and bamboo shoots in stock for 5 minutes. Season with soy sauce, vinegar and lots of white pepper, thicken with cornstarch, then drizzle in the beaten egg while stirring slowly.' },

  // Others
  { slug: 'shakshuka', title: 'Shakshuka', cuisineType: 'Others', categories: ['Breakfast'], prepTime: 30, servings: 4, author: 'marco', likes: 35, dish: 'pan', colors: ['#d62828', '#fcbf49'],
    ingredients: '6 eggs, 800 g canned tomatoes, 1 red bell pepper, 1 onion, 3 cloves garlic, 1 tsp cumin, 2 tsp sweet paprika, 1/2 tsp chili flakes, 3 tbsp olive oil, 100 g feta, parsley',
    instructions: 'Soften onion and pepper in olive oil, add garlic and spices, then the tomatoes, and simmer for 10 minutes. Make wells, crack in the eggs, cover and cook until the whites set. Scatter with feta and parsley and serve with bread.' },
  { slug: 'avocado-toast', title: 'Avocado Toast with Chili Flakes', cuisineType: 'Others', categories: ['Breakfast', 'Vegan'], prepTime: 10, servings: 2, author: 'sofia', likes: 16, dish: 'toast', colors: ['#8bc34a', '#e63946'],
    ingredients: '2 slices sourdough bread, 1 ripe avocado, ½ lemon, 1/4 tsp chili flakes, flaky salt, 1 tbsp olive oil, 1 radish',
    instructions: 'Toast thick slices of sourdough. Mash the avocado with lemon juice and salt and spread it thickly. Top with thin radish slices, chili flakes, flaky salt and a drizzle of olive oil.' },
  { slug: 'chickpea-buddha-bowl', title: 'Chickpea Buddha Bowl', cuisineType: 'Others', categories: ['Lunch', 'Vegan'], prepTime: 30, servings: 2, author: 'mei', likes: 21, dish: 'salad', colors: ['#e9c46a', '#6a4c93'],
    ingredients: '400 g chickpeas, 100 g quinoa, 1 sweet potato, 100 g kale, ¼ red cabbage, 2 tbsp tahini, 1 lemon, 1 clove garlic, 1 tsp smoked paprika, 2 tbsp olive oil',
    instructions: 'Roast cubed sweet potato and spiced chickpeas at 220 C for 25 minutes. Cook the quinoa and massage the kale with a little oil. Arrange in bowls with shredded cabbage and pour over a dressing of tahini, lemon, garlic and water.' },
  { slug: 'pad-thai', title: 'Pad Thai', cuisineType: 'Others', categories: ['Dinner'], prepTime: 30, servings: 2, author: 'ayesha', likes: 49, dish: 'noodles', colors: ['#f4a261', '#e76f51'],
    ingredients: '200 g rice noodles, 150 g shrimp, 100 g firm tofu, 2 eggs, 100 g bean sprouts, 30 g garlic chives, 2 tbsp tamarind paste, 2 tbsp fish sauce, 1 1/2 tbsp palm sugar, 40 g peanuts, 1 lime',
    instructions: 'Soak the noodles until pliable. Stir-fry shrimp and tofu, push aside and scramble the eggs. Add the noodles with a sauce of tamarind, fish sauce and palm sugar and toss until absorbed. Fold in sprouts and chives; serve with peanuts and lime.' },
  { slug: 'moussaka', title: 'Greek Moussaka', cuisineType: 'Others', categories: ['Dinner'], prepTime: 100, servings: 8, author: 'marco', likes: 18, dish: 'tray', colors: ['#8d5524', '#f1e3c2'],
    ingredients: '3 aubergines, 750 g ground lamb, 1 onion, 3 cloves garlic, 800 g canned tomatoes, 1 tsp cinnamon, 2 tsp oregano, 75 g butter, 75 g flour, 750 ml milk, 1/4 tsp nutmeg, 2 egg yolks, 80 g kefalotyri cheese',
    instructions: 'Roast sliced aubergines until soft. Brown the lamb with onion and garlic, add tomatoes, cinnamon and oregano and simmer 20 minutes. Make a thick béchamel enriched with yolks, nutmeg and cheese. Layer aubergine and meat, top with béchamel and bake 45 minutes.' },
  { slug: 'banana-pancakes', title: 'Fluffy Banana Pancakes', cuisineType: 'Others', categories: ['Breakfast', 'Dessert'], prepTime: 20, servings: 4, author: 'mei', likes: 39, dish: 'pancakes', colors: ['#e0a458', '#ffd43b'],
    ingredients: '200 g flour, 2 tsp baking powder, 2 tbsp sugar, 1/4 tsp salt, 250 ml milk, 1 egg, 30 g melted butter, 2 ripe bananas, maple syrup',
    instructions: 'Whisk the dry ingredients, then stir in milk, egg, butter and one mashed banana until just combined. Cook ladlefuls on a buttered griddle until bubbles form, flip, and serve stacked with sliced banana and maple syrup.' },
  { slug: 'mango-sticky-rice', title: 'Mango Sticky Rice', cuisineType: 'Others', categories: ['Dessert', 'Vegan'], prepTime: 40, servings: 4, author: 'sofia', likes: 44, dish: 'rice', colors: ['#ffffff', '#ffb703'],
    ingredients: '300 g glutinous rice, 400 ml coconut milk, 75 g sugar, 1/2 tsp salt, 2 ripe mangoes, 1 tbsp toasted sesame seeds',
    instructions: 'Soak the rice for 4 hours, then steam it for 25 minutes. Stir in warm coconut milk sweetened with sugar and salt and let it absorb for 15 minutes. Serve with sliced mango, a spoon of salted coconut cream and sesame seeds.' },
  { slug: 'lemon-cheesecake', title: 'Baked Lemon Cheesecake', cuisineType: 'Others', categories: ['Dessert'], prepTime: 75, servings: 12, author: 'ayesha', likes: 26, dish: 'cake', colors: ['#fff3bf', '#fcc419'],
    ingredients: '250 g digestive biscuits, 100 g butter, 900 g cream cheese, 200 g sugar, 4 eggs, 200 ml sour cream, 3 lemons, 2 tsp vanilla, 2 tbsp cornstarch',
    instructions: 'Press buttered biscuit crumbs into a tin and bake 10 minutes. Beat cream cheese with sugar, cornstarch, lemon zest and juice, vanilla, sour cream and eggs. Pour over the base and bake at 150 C for 55 minutes; cool in the oven and chill overnight.' },
];
