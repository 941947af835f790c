// The trade words of the distributor's catalogue in Catalan, Spanish and English, so that a
// welder finds what they mean whatever language they type in: "fil acer", "hilo acero" and
// "steel wire" all find solid steel welding wire. Each entry is one thing; its forms per language
// include the plural a buyer may type. The search ranks the word as typed (or another form of it
// in the same language) above its translations, and both above a mere prefix
// (product-search-query.ts).
//
// To extend: add an entry, or a form to one, in lower case with or without accents (they are
// folded away, as in the products' own search text) and as one word each — letters and digits,
// no spaces or hyphens, since the query is split into words at anything else. A word may belong
// to several entries ("wire" is welding wire and the wire of a brush): a query word then reaches
// every entry it is in. The unit test checks the shape of every entry.
import { foldForSearch } from './search-text.ts';

export interface TradeWord {
  ca: readonly string[];
  es: readonly string[];
  en: readonly string[];
}

const w = (ca: string, es: string, en: string): TradeWord => ({
  ca: ca.split(' '),
  es: es.split(' '),
  en: en.split(' '),
});

/** Forms separated by spaces: `w('torxa torxes', 'antorcha antorchas', 'torch torches')`. */
export const TRADE_WORDS: readonly TradeWord[] = [
  // Processes and the trade itself.
  w('soldadura soldar', 'soldadura soldar', 'welding weld'),
  w('soldador soldadors', 'soldador soldadores', 'welder welders'),
  w('equip equips', 'equipo equipos', 'equipment machine machines'),
  w('tall tallar', 'corte cortar', 'cutting cut'),
  w('oxitall', 'oxicorte', 'oxyfuel'),
  w('inversor inversors', 'inversor inversores', 'inverter inverters'),
  w('rectificador rectificadors', 'rectificador rectificadores', 'rectifier rectifiers'),
  w('polsat', 'pulsado', 'pulsed'),
  w('sinergic', 'sinergico', 'synergic'),
  w('multiproces', 'multiproceso', 'multiprocess'),
  w('monofasic', 'monofasico', 'single'),
  w('trifasic', 'trifasico', 'three'),
  // Filler metals and materials.
  w('fil fils', 'hilo hilos', 'wire wires'),
  w('filferro', 'alambre', 'wire'),
  w('acer', 'acero', 'steel'),
  w('inoxidable inoxidables inox', 'inoxidable inoxidables inox', 'stainless'),
  w('alumini', 'aluminio', 'aluminium aluminum'),
  w('massis', 'macizo', 'solid'),
  w('tubular tubulars', 'tubular tubulares', 'flux cored'),
  w('nucli', 'nucleo', 'core'),
  w('electrode electrodes', 'electrodo electrodos', 'electrode electrodes'),
  w('revestit revestits', 'revestido revestidos', 'covered coated'),
  w('rutil', 'rutilo', 'rutile'),
  w('basic basics', 'basico basicos', 'basic'),
  w('fosa', 'fundicion', 'cast'),
  w('vareta varetes', 'varilla varillas', 'rod rods'),
  w('tungste', 'tungsteno', 'tungsten'),
  w('llauto', 'laton', 'brass'),
  w('coure', 'cobre', 'copper'),
  w('ceramica ceramic', 'ceramica ceramico', 'ceramic'),
  w('bobina bobines', 'bobina bobinas', 'spool spools reel reels'),
  w('bido bidons', 'bidon bidones', 'drum drums'),
  w('capsa capses', 'caja cajas', 'box boxes'),
  // Gases and regulation.
  w('gas gasos', 'gas gases', 'gas gases'),
  w('argo', 'argon', 'argon'),
  w('heli', 'helio', 'helium'),
  w('oxigen', 'oxigeno', 'oxygen'),
  w('acetile', 'acetileno', 'acetylene'),
  w('propa', 'propano', 'propane'),
  w('dioxid', 'dioxido', 'dioxide'),
  w('carboni', 'carbono', 'carbon'),
  w('ampolla ampolles', 'botella botellas', 'cylinder cylinders bottle bottles'),
  w('recarrega', 'recarga', 'refill'),
  w('lloguer', 'alquiler', 'rental'),
  w('manoreductor manoreductors', 'manorreductor manorreductores regulador', 'regulator regulators'),
  w('cabalimetre cabalimetres', 'caudalimetro caudalimetros', 'flowmeter flowmeters'),
  w('manometre manometres', 'manometro manometros', 'gauge gauges'),
  w('valvula valvules', 'valvula valvulas', 'valve valves'),
  w('antiretorn', 'antirretorno', 'flashback arrestor'),
  w('manega manegues', 'manguera mangueras', 'hose hoses'),
  // Torches and their spare parts.
  w('torxa torxes', 'antorcha antorchas', 'torch torches'),
  w('bufador bufadors', 'soplete sopletes', 'blowpipe blowpipes torch'),
  w('manec', 'mango', 'shank handle'),
  w('broquet broquets', 'boquilla boquillas', 'nozzle nozzles tip tips'),
  w('tovera toveres', 'tobera toberas', 'nozzle nozzles cup cups'),
  w('difusor difusors', 'difusor difusores', 'diffuser diffusers'),
  w('contacte', 'contacto', 'contact'),
  w('portatubs', 'portatubos', 'holder holders'),
  w('funda guiafil', 'sirga', 'liner liners'),
  w('rodet rodets', 'rodillo rodillos', 'roll rolls roller rollers'),
  w('alimentador alimentadors', 'alimentador alimentadores', 'feeder feeders'),
  w('refrigeracio', 'refrigeracion', 'cooling'),
  w('aigua', 'agua', 'water'),
  w('pinça pinces', 'pinza pinzas', 'clamp clamps collet collets'),
  w('cos', 'cuerpo', 'body'),
  w('lent lents', 'lente lentes', 'lens lenses'),
  w('tap taps', 'capuchon capuchones', 'cap caps'),
  w('recanvi recanvis', 'recambio recambios', 'spare spares part parts'),
  // Accessories and the workshop.
  w('massa', 'masa', 'earth ground'),
  w('portaelectrodes', 'portaelectrodos', 'holder holders'),
  w('cable cables', 'cable cables', 'cable cables lead leads'),
  w('connector connectors', 'conector conectores', 'connector connectors plug plugs'),
  w('accessori accessoris', 'accesorio accesorios', 'accessory accessories'),
  w('escaire escaires', 'escuadra escuadras', 'square squares'),
  w('iman imant', 'iman', 'magnet magnetic'),
  w('martell picaescoria', 'martillo piqueta', 'hammer'),
  w('taula taules', 'mesa mesas', 'table tables'),
  w('mordassa mordasses', 'gato sargento', 'clamp clamps'),
  w('retolador', 'rotulador', 'marker'),
  w('raspall raspalls', 'cepillo cepillos', 'brush brushes'),
  // Abrasives.
  w('abrasiu abrasius', 'abrasivo abrasivos', 'abrasive abrasives'),
  w('disc discs', 'disco discos', 'disc discs disk disks'),
  w('desbast', 'desbaste', 'grinding'),
  w('lamines', 'laminas', 'flap'),
  w('zirconi', 'circonio', 'zirconia'),
  // Protection and safety.
  w('proteccio', 'proteccion', 'protection protective'),
  w('seguretat', 'seguridad', 'safety'),
  w('pantalla pantalles', 'pantalla pantallas', 'helmet helmets shield'),
  w('vidre vidres', 'cristal cristales', 'lens lenses glass plate'),
  w('guant guants', 'guante guantes', 'glove gloves gauntlets'),
  w('jaqueta jaquetes', 'chaqueta chaquetas', 'jacket jackets'),
  w('davantal', 'mandil delantal', 'apron'),
  w('manigues', 'manguitos', 'sleeves'),
  w('polaines', 'polainas', 'spats'),
  w('serratge', 'serraje', 'split leather'),
  w('cortina cortines', 'cortina cortinas', 'curtain curtains'),
  w('mampara mampares', 'mampara mamparas', 'screen screens'),
  w('fums', 'humos', 'fume fumes'),
  w('extractor extractors', 'extractor extractores', 'extractor extractors'),
  w('braç braços', 'brazo brazos', 'arm arms'),
  w('filtre filtres filtrant', 'filtro filtros filtrante', 'filter filters'),
  w('mascareta mascaretes', 'mascarilla mascarillas', 'respirator respirators mask masks'),
  // Services.
  w('reparacio', 'reparacion', 'repair'),
  w('homologacio', 'homologacion', 'approval'),
  w('qualificacio', 'cualificacion', 'qualification'),
  w('procediment procediments', 'procedimiento procedimientos', 'procedure procedures'),
  w('manteniment', 'mantenimiento', 'maintenance'),
  w('calibratge', 'calibracion', 'calibration'),
  w('validacio', 'validacion', 'validation'),
  w('inspeccio', 'inspeccion', 'inspection'),
  w('formacio curs', 'formacion curso', 'training course'),
];

export interface WordForms {
  /** The word as typed and the other forms of it in the same language (the plural). */
  typed: string[];
  /** Its translations in the other languages, none of them among `typed`. */
  synonyms: string[];
}

/** Every folded form, with the forms it stands for. Built once. */
const FORMS: ReadonlyMap<string, { typed: Set<string>; synonyms: Set<string> }> = (() => {
  const forms = new Map<string, { typed: Set<string>; synonyms: Set<string> }>();
  for (const entry of TRADE_WORDS) {
    const byLanguage = [entry.ca, entry.es, entry.en].map((list) => list.map(foldForSearch));
    byLanguage.forEach((own, index) => {
      const others = byLanguage.filter((_, other) => other !== index).flat();
      for (const form of own) {
        const known = forms.get(form) ?? { typed: new Set<string>(), synonyms: new Set<string>() };
        for (const same of own) known.typed.add(same);
        for (const other of others) known.synonyms.add(other);
        forms.set(form, known);
      }
    });
  }
  return forms;
})();

/** The forms a search word stands for; a word the list does not know stands for itself only. */
export function formsOf(word: string): WordForms {
  const known = FORMS.get(word);
  if (!known) return { typed: [word], synonyms: [] };
  const typed = new Set([word, ...known.typed]);
  return { typed: [...typed], synonyms: [...known.synonyms].filter((form) => !typed.has(form)) };
}
