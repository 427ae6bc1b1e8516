// The aisle words of the other languages (department-words.ts has English and the rules of
// the lists). The server reads them from the start; a browser fetches them when someone
// first adds or edits an item (client/pages/shopping/more-department-words.ts), since
// they are most of the words and every family page's first download would carry them
// (tests/e2e/page-weight.spec.ts). Until they are there an item named in another language
// lands where English words put it, and the server's answer moves it.
import { words, type DepartmentLanguage, type DepartmentWords } from './department-words.ts';

// prettier-ignore
export const MORE_DEPARTMENT_WORDS: Readonly<Record<Exclude<DepartmentLanguage, 'en'>, DepartmentWords>> = {
  nl: [
    ['Frozen', words('diepvries, bevroren, ijs, roomijs, bladerdeeg, filodeeg')],
    ['Pantry', words('bouillon, bouillonblokje, blik, gedroogd, saus, olie, olijfolie, zonnebloemolie, azijn, bloem, meel, suiker, basterdsuiker, zout, peper, zwarte peper, witte peper, rijst, pasta, spaghetti, noedels, mie, linzen, kikkererwten, bonen, specerijen, kaneel, komijn, kurkuma, paprikapoeder, nootmuskaat, gist, bakpoeder, vanille, cacao, chocola, chocolade, honing, stroop, jam, pindakaas, noten, amandelen, walnoten, hazelnoten, cashewnoten, pijnboompitten, zaden, sesamzaad, mosterd, mayonaise, ketchup, sojasaus, tomatenpuree, gepelde tomaten, tomatenblokjes, rub, kappertjes, olijven, paneermeel, maizena, water, rozijnen')],
    ['Meat & Fish', words('kip, kipfilet, kippendij, kippendijen, rundvlees, varkensvlees, lamsvlees, kalkoen, spek, spekjes, spekreepjes, ham, worst, rookworst, gehakt, biefstuk, bavette, entrecote, ossenhaas, vis, zalm, tonijn, kabeljauw, garnalen, mosselen, ansjovis, vlees, kalfsvlees, eend, chorizo')],
    ['Dairy', words('melk, kaas, boter, room, slagroom, kookroom, zure room, yoghurt, kwark, ei, eieren, creme fraiche, karnemelk, mozzarella, parmezaanse kaas, geitenkaas, roomkaas')],
    ['Bakery', words('brood, stokbrood, broodje, broodjes, wrap, croissant')],
    ['Drinks', words('sap, wijn, rode wijn, witte wijn, bier, koffie, thee, frisdrank')],
    ['Produce', words('appel, banaan, sinaasappel, citroen, limoen, druif, druiven, aardbei, aardbeien, framboos, frambozen, peer, mango, ananas, meloen, avocado, tomaat, tomaten, aardappel, aardappelen, ui, uien, rode ui, sjalot, knoflook, gember, wortel, wortelen, winterpeen, peen, selderij, bleekselderij, sla, spinazie, boerenkool, rucola, kool, broccoli, bloemkool, courgette, komkommer, paprika, rode peper, champignon, champignons, mais, erwten, doperwten, sperziebonen, asperges, aubergine, pompoen, prei, lente-ui, bosui, radijs, biet, bieten, basilicum, peterselie, koriander, munt, dille, rozemarijn, tijm, salie, bieslook, fruit, groente, groenten, spruiten, spruitjes, venkel, pastinaak, veldsla, tauge, witlof, andijvie, zoete aardappel, kruiden')],
  ],
  de: [
    ['Frozen', words('tiefkuhl, tiefgekuhlt, eis, blatterteig')],
    ['Pantry', words('bruhe, gemusebruhe, huhnerbruhe, fond, dose, getrocknet, sosse, sauce, olivenol, rapsol, sonnenblumenol, speiseol, essig, mehl, zucker, salz, pfeffer, reis, nudeln, spaghetti, linsen, kichererbsen, bohnen, gewurz, kreuzkummel, zimt, paprikapulver, muskat, muskatnuss, hefe, trockenhefe, backpulver, natron, vanille, vanillezucker, kakao, schokolade, honig, sirup, marmelade, konfiture, nusse, mandeln, walnusse, haselnusse, senf, mayonnaise, ketchup, sojasauce, tomatenmark, passierte tomaten, gehackte tomaten, semmelbrosel, paniermehl, pulver, bratol, kichererbse, speisestarke, starke, rosinen, kapern, oliven, wasser, griess')],
    ['Meat & Fish', words('hahnchen, huhnchen, huhn, hahnchenbrust, hahnchenbrustfilet, rind, rindfleisch, schwein, schweinefleisch, lamm, pute, putenbrust, speck, schinken, wurst, wurstchen, hackfleisch, hack, steak, fleisch, fisch, lachs, lachsfilet, thunfisch, kabeljau, garnelen, muscheln, sardellen, forelle, kalbfleisch, ente')],
    ['Dairy', words('milch, kase, butter, sahne, schlagsahne, saure sahne, schmand, joghurt, quark, ei, eier, creme fraiche, buttermilch, mozzarella, parmesan, frischkase, feta, mascarpone, ricotta, schmelzkase, bergkase, rahm, sauerrahm')],
    ['Bakery', words('brot, brotchen, baguette, toast, toastbrot, brezel, fladenbrot')],
    ['Drinks', words('saft, wein, rotwein, weisswein, bier, kaffee, tee, mineralwasser')],
    ['Produce', words('apfel, apfel, banane, zitrone, limette, trauben, erdbeeren, himbeeren, heidelbeeren, birne, melone, tomate, tomaten, kartoffel, kartoffeln, zwiebel, zwiebeln, schalotte, knoblauch, knoblauchzehe, ingwer, karotte, karotten, mohre, mohren, sellerie, salat, spinat, grunkohl, kohl, brokkoli, blumenkohl, zucchini, gurke, paprika, paprikaschote, chili, pilze, champignons, erbsen, grune bohnen, spargel, aubergine, kurbis, lauch, porree, fruhlingszwiebel, fruhlingszwiebeln, radieschen, rote bete, petersilie, basilikum, koriander, minze, dill, rosmarin, thymian, salbei, schnittlauch, krauter, obst, gemuse, fenchel, pastinake, susskartoffel')],
  ],
  fr: [
    ['Frozen', words('surgele, surgeles, glace, pate feuilletee')],
    ['Pantry', words('bouillon, fond, conserve, seche, sauce, huile, huile d olive, vinaigre, farine, sucre, sel, poivre, riz, pates, spaghetti, nouilles, lentilles, pois chiches, haricots, epices, cumin, cannelle, paprika, muscade, levure, bicarbonate, vanille, cacao, chocolat, miel, sirop, confiture, noix, amandes, noisettes, moutarde, mayonnaise, ketchup, sauce soja, concentre de tomate, coulis de tomate, tomates concassees, chapelure, maizena, fecule, raisins secs, capres, olives, eau, bouquet garni, laurier, feuille de laurier')],
    ['Meat & Fish', words('poulet, blanc de poulet, boeuf, porc, agneau, dinde, lardons, jambon, saucisse, viande hachee, steak, viande, poisson, saumon, thon, cabillaud, crevettes, moules, anchois, veau, canard, chorizo')],
    ['Dairy', words('lait, fromage, beurre, creme, creme fraiche, yaourt, oeuf, oeufs, babeurre, mozzarella, parmesan, fromage frais, feta, mascarpone, ricotta, gruyere, emmental, comte, chevre')],
    ['Bakery', words('pain, baguette, brioche, croissant, pain de mie')],
    ['Drinks', words('jus, vin, vin blanc, vin rouge, biere, cafe, the, cidre')],
    ['Produce', words('pomme, banane, citron, citron vert, raisin, fraise, fraises, framboise, framboises, myrtille, poire, mangue, ananas, melon, avocat, tomate, tomates, pomme de terre, pommes de terre, oignon, oignons, echalote, ail, gingembre, carotte, carottes, celeri, salade, laitue, epinards, chou, brocoli, chou fleur, courgette, concombre, poivron, piment, champignon, champignons, mais, petits pois, haricots verts, asperge, asperges, aubergine, potiron, courge, poireau, radis, betterave, persil, basilic, coriandre, menthe, aneth, romarin, thym, sauge, ciboulette, herbes, fruits, legumes, fenouil, panais, patate douce, roquette')],
  ],
  es: [
    ['Frozen', words('congelado, congelados, helado, hojaldre')],
    ['Pantry', words('caldo, conserva, salsa, aceite, aceite de oliva, vinagre, harina, azucar, sal, pimienta, arroz, pasta, espaguetis, fideos, lentejas, garbanzos, alubias, judias, especias, comino, canela, pimenton, nuez moscada, levadura, bicarbonato, vainilla, cacao, chocolate, miel, sirope, mermelada, nueces, almendras, avellanas, mostaza, mayonesa, ketchup, salsa de soja, tomate triturado, tomate frito, concentrado de tomate, pan rallado, maicena, pasas, alcaparras, aceitunas, agua')],
    ['Meat & Fish', words('pollo, pechuga, pechuga de pollo, ternera, cerdo, cordero, pavo, beicon, panceta, jamon, salchicha, chorizo, carne picada, filete, carne, pescado, salmon, atun, bacalao, gambas, langostinos, mejillones, anchoas, pato, lomo')],
    ['Dairy', words('leche, queso, mantequilla, nata, crema, yogur, huevo, huevos, parmesano, queso fresco, requeson')],
    ['Bakery', words('pan, barra de pan, pan de molde, bollo')],
    ['Drinks', words('zumo, jugo, vino, vino blanco, vino tinto, cerveza, cafe')],
    ['Produce', words('manzana, platano, naranja, limon, lima, uva, fresa, fresas, frambuesa, pera, pina, aguacate, tomate, tomates, patata, patatas, papa, papas, cebolla, cebollas, chalota, ajo, ajos, jengibre, zanahoria, zanahorias, apio, lechuga, espinacas, col, repollo, brocoli, coliflor, calabacin, pepino, pimiento, pimientos, guindilla, champinones, setas, maiz, guisantes, judias verdes, esparragos, berenjena, calabaza, puerro, cebolleta, rabano, remolacha, perejil, albahaca, cilantro, menta, eneldo, romero, tomillo, salvia, cebollino, hierbas, fruta, verduras, hinojo, boniato, rucula')],
  ],
  it: [
    ['Frozen', words('surgelato, surgelati, gelato, pasta sfoglia')],
    ['Pantry', words('brodo, dado, conserva, salsa, olio, olio extravergine, olio extravergine di oliva, olio d oliva, aceto, farina, zucchero, sale, pepe, riso, pasta, spaghetti, penne, fusilli, rigatoni, tagliatelle, lasagne, lenticchie, ceci, fagioli, spezie, cumino, cannella, noce moscata, lievito, bicarbonato, vaniglia, cacao, cioccolato, miele, sciroppo, marmellata, noci, mandorle, nocciole, pinoli, senape, maionese, salsa di soia, concentrato di pomodoro, passata di pomodoro, pomodori pelati, polpa di pomodoro, pangrattato, amido di mais, uvetta, capperi, olive, acqua')],
    ['Meat & Fish', words('pollo, petto di pollo, manzo, maiale, agnello, tacchino, pancetta, guanciale, prosciutto, salsiccia, salame, macinato, carne macinata, bistecca, carne, pesce, salmone, tonno, merluzzo, baccala, gamberi, gamberetti, cozze, vongole, acciughe, alici, vitello, anatra')],
    ['Dairy', words('latte, formaggio, burro, panna, uovo, uova, tuorli, tuorlo, parmigiano, parmigiano reggiano, grana padano, pecorino, gorgonzola, stracchino, burrata')],
    ['Bakery', words('pane, pan carre, panino')],
    ['Drinks', words('succo, vino, vino bianco, vino rosso, birra, caffe')],
    ['Produce', words('mela, mele, arancia, arance, limone, limoni, uva, fragola, fragole, lampone, lamponi, pera, melone, pomodoro, pomodori, pomodorini, patata, patate, patatine, cipolla, cipolle, scalogno, aglio, zenzero, carota, carote, sedano, insalata, lattuga, spinaci, cavolo, cavolfiore, zucchina, zucchine, cetriolo, peperone, peperoni, peperoncino, funghi, piselli, fagiolini, asparagi, melanzana, melanzane, zucca, porro, cipollotto, ravanello, barbabietola, prezzemolo, basilico, coriandolo, aneto, rosmarino, timo, erba cipollina, erbe, frutta, verdure, finocchio')],
  ],
};
