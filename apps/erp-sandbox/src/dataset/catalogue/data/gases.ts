// Gases and regulation: shielding gas and oxy-fuel cylinder refills (exchange of an empty cylinder
// for a full one), cylinder rental by the year or the month, and regulators and flowmeters.
// Refill codes read GAS-<gas>-<litres>: GAS-M21-50 is a 50 l cylinder of argon + 18 % CO2.
import { SPOOL_BREAKS, names, type Names, type ProductDraft } from '../product-draft.ts';

interface GasDef {
  /** The code's gas part: 'AR', 'M21', 'C2H2'. */
  key: string;
  subfamily: 'GAS-PRO' | 'GAS-COM';
  /** EN ISO 14175 class, for shielding gases. */
  quality?: string;
  fuel?: boolean;
  /** The gas's name, e.g. "Argón (I1)". */
  label: Names;
  use: Names;
  /** [cylinder size, base price in euros of one refill] */
  refills: readonly (readonly [number, number])[];
  /** Cylinders are sized in litres of water capacity; propane goes by its kg of gas. */
  unit?: 'l' | 'kg';
}

function refills(gas: GasDef): ProductDraft[] {
  const unit = gas.unit ?? 'l';
  return gas.refills.map(([size, price]) => ({
    codigo: `GAS-${gas.key}-${size}`,
    tipo: 'consumable',
    codigoSubfamilia: gas.subfamily,
    nombres: names(
      `${gas.label.ca}, recàrrega d'ampolla de ${size} ${unit}`,
      `${gas.label.es}, recarga de botella de ${size} ${unit}`,
      `${gas.label.en}, ${size} ${unit} cylinder refill`,
    ),
    descripciones:
      unit === 'l'
        ? names(
            `${gas.use.ca} Canvi d'una ampolla buida de ${size} l per una de plena; el lloguer de l'ampolla es factura a part.`,
            `${gas.use.es} Cambio de una botella vacía de ${size} l por una llena; el alquiler de la botella se factura aparte.`,
            `${gas.use.en} An empty ${size} l cylinder exchanged for a full one; cylinder rental is billed separately.`,
          )
        : names(
            `${gas.use.ca} Canvi d'una ampolla buida per una de plena amb ${size} kg de gas; el lloguer de l'ampolla es factura a part.`,
            `${gas.use.es} Cambio de una botella vacía por una llena con ${size} kg de gas; el alquiler de la botella se factura aparte.`,
            `${gas.use.en} An empty cylinder exchanged for a full one holding ${size} kg of gas; cylinder rental is billed separately.`,
          ),
    price,
    breaks: SPOOL_BREAKS,
    attributes: {
      type:
        gas.subfamily === 'GAS-PRO'
          ? ['Shielding gas', 'Cylinder refill']
          : gas.fuel
            ? ['Fuel gas', 'Cylinder refill']
            : 'Cylinder refill',
      ...(gas.quality ? { quality: gas.quality, standard: 'EN ISO 14175' } : {}),
      brand: 'Gasflux',
    },
  }));
}

const GASES: readonly GasDef[] = [
  {
    key: 'AR',
    subfamily: 'GAS-PRO',
    quality: 'I1',
    label: names('Argó (I1)', 'Argón (I1)', 'Argon (I1)'),
    use: names(
      "Gas inert per a la soldadura TIG de tots els metalls i MIG d'alumini.",
      'Gas inerte para la soldadura TIG de todos los metales y MIG de aluminio.',
      'Inert gas for TIG welding all metals and MIG welding aluminium.',
    ),
    refills: [
      [10, 34.9],
      [20, 52.5],
      [50, 89],
    ],
  },
  {
    key: 'ARHE30',
    subfamily: 'GAS-PRO',
    quality: 'I3',
    label: names('Argó + 30 % heli (I3)', 'Argón + 30 % helio (I3)', 'Argon + 30% helium (I3)'),
    use: names(
      "Mescla inerta més calenta que l'argó pur: més penetració i velocitat en alumini i coure gruixuts.",
      'Mezcla inerte más caliente que el argón puro: más penetración y velocidad en aluminio y cobre gruesos.',
      'Inert mixture hotter than pure argon: deeper penetration and faster travel on thick aluminium and copper.',
    ),
    refills: [[50, 215]],
  },
  {
    key: 'M21',
    subfamily: 'GAS-PRO',
    quality: 'M21',
    label: names('Argó + 18 % CO2 (M21)', 'Argón + 18 % CO2 (M21)', 'Argon + 18% CO2 (M21)'),
    use: names(
      "La mescla de referència per a la soldadura MAG d'acer al carboni: arc estable i poques projeccions.",
      'La mezcla de referencia para la soldadura MAG de acero al carbono: arco estable y pocas proyecciones.',
      'The standard mixture for MAG welding carbon steel: a stable arc and little spatter.',
    ),
    refills: [
      [10, 36.5],
      [20, 55.9],
      [50, 92],
    ],
  },
  {
    key: 'M20',
    subfamily: 'GAS-PRO',
    quality: 'M20',
    label: names('Argó + 8 % CO2 (M20)', 'Argón + 8 % CO2 (M20)', 'Argon + 8% CO2 (M20)'),
    use: names(
      'Mescla amb poc CO2 per a arc polvoritzat i pulsat en acer al carboni, amb cordons molt nets.',
      'Mezcla con poco CO2 para arco spray y pulsado en acero al carbono, con cordones muy limpios.',
      'Low-CO2 mixture for spray and pulsed arc on carbon steel, giving very clean beads.',
    ),
    refills: [[50, 95]],
  },
  {
    key: 'M13',
    subfamily: 'GAS-PRO',
    quality: 'M13',
    label: names('Argó + 2 % O2 (M13)', 'Argón + 2 % O2 (M13)', 'Argon + 2% O2 (M13)'),
    use: names(
      "Mescla d'argó i oxigen per a la soldadura MIG d'acer inoxidable amb arc polvoritzat.",
      'Mezcla de argón y oxígeno para la soldadura MIG de acero inoxidable con arco spray.',
      'Argon-oxygen mixture for spray-arc MIG welding of stainless steel.',
    ),
    refills: [
      [20, 64.9],
      [50, 104],
    ],
  },
  {
    key: 'CO2',
    subfamily: 'GAS-PRO',
    quality: 'C1',
    label: names('Diòxid de carboni (C1)', 'Dióxido de carbono (C1)', 'Carbon dioxide (C1)'),
    use: names(
      "Gas actiu econòmic per a la soldadura MAG d'acer al carboni, amb gran penetració.",
      'Gas activo económico para la soldadura MAG de acero al carbono, con gran penetración.',
      'Economical active gas for MAG welding carbon steel, with deep penetration.',
    ),
    refills: [
      [10, 24.9],
      [50, 49.9],
    ],
  },
  {
    key: 'O2',
    subfamily: 'GAS-COM',
    label: names('Oxigen industrial', 'Oxígeno industrial', 'Industrial oxygen'),
    use: names(
      'Oxigen per a oxitall, soldadura oxiacetilènica i escalfament.',
      'Oxígeno para oxicorte, soldadura oxiacetilénica y calentamiento.',
      'Oxygen for oxy-fuel cutting, oxy-acetylene welding and heating.',
    ),
    refills: [
      [10, 28.5],
      [50, 54],
    ],
  },
  {
    key: 'C2H2',
    subfamily: 'GAS-COM',
    fuel: true,
    label: names('Acetilè dissolt', 'Acetileno disuelto', 'Dissolved acetylene'),
    use: names(
      'El gas combustible de flama més calenta, per soldar, escalfar i tallar amb oxigen.',
      'El gas combustible de llama más caliente, para soldar, calentar y cortar con oxígeno.',
      'The hottest-flame fuel gas, for welding, heating and cutting with oxygen.',
    ),
    refills: [
      [10, 46.5],
      [40, 109],
    ],
  },
  {
    key: 'C3H8',
    subfamily: 'GAS-COM',
    fuel: true,
    unit: 'kg',
    label: names('Propà industrial', 'Propano industrial', 'Industrial propane'),
    use: names(
      "Gas combustible per a oxitall i escalfament, més econòmic que l'acetilè en talls de gran gruix.",
      'Gas combustible para oxicorte y calentamiento, más económico que el acetileno en cortes de gran espesor.',
      'Fuel gas for oxy-fuel cutting and heating, cheaper than acetylene on thick sections.',
    ),
    refills: [[35, 76]],
  },
];

const rental = (codigo: string, price: number, nombres: Names, descripciones: Names): ProductDraft => ({
  codigo,
  tipo: 'service',
  codigoSubfamilia: 'GAS-LLO',
  nombres,
  descripciones,
  price,
  attributes: { type: 'Cylinder rental', brand: 'Gasflux' },
});

const yearlyRental = (litres: number, price: number) =>
  rental(
    `LLO-AMP-${litres}-ANY`,
    price,
    names(
      `Lloguer anual d'ampolla de ${litres} l`,
      `Alquiler anual de botella de ${litres} l`,
      `Yearly rental of a ${litres} l cylinder`,
    ),
    names(
      `Lloguer d'una ampolla de ${litres} l durant dotze mesos, per a qualsevol gas de protecció, oxigen o CO2; les recàrregues es facturen a part.`,
      `Alquiler de una botella de ${litres} l durante doce meses, para cualquier gas de protección, oxígeno o CO2; las recargas se facturan aparte.`,
      `Twelve months' rental of a ${litres} l cylinder for any shielding gas, oxygen or CO2; refills are billed separately.`,
    ),
  );

const RENTALS: readonly ProductDraft[] = [
  yearlyRental(10, 42),
  yearlyRental(20, 55),
  yearlyRental(50, 72),
  rental(
    'LLO-AMP-50-MES',
    9.5,
    names(
      "Lloguer mensual d'ampolla de 50 l",
      'Alquiler mensual de botella de 50 l',
      'Monthly rental of a 50 l cylinder',
    ),
    names(
      "Lloguer d'una ampolla de 50 l per mesos, pensat per a obres i feines puntuals; les recàrregues es facturen a part.",
      'Alquiler de una botella de 50 l por meses, pensado para obras y trabajos puntuales; las recargas se facturan aparte.',
      'Month-by-month rental of a 50 l cylinder for site work and one-off jobs; refills are billed separately.',
    ),
  ),
  rental(
    'LLO-AMP-C2H2-ANY',
    85,
    names(
      "Lloguer anual d'ampolla d'acetilè de 40 l",
      'Alquiler anual de botella de acetileno de 40 l',
      'Yearly rental of a 40 l acetylene cylinder',
    ),
    names(
      "Lloguer durant dotze mesos d'una ampolla d'acetilè amb massa porosa, revisada i amb la prova hidràulica al dia.",
      'Alquiler durante doce meses de una botella de acetileno con masa porosa, revisada y con la prueba hidráulica al día.',
      "Twelve months' rental of a porous-mass acetylene cylinder, inspected and within its pressure-test date.",
    ),
  ),
  rental(
    'LLO-AMP-BAT-ANY',
    690,
    names(
      'Lloguer anual de bloc de 12 ampolles de 50 l',
      'Alquiler anual de bloque de 12 botellas de 50 l',
      'Yearly rental of a bundle of twelve 50 l cylinders',
    ),
    names(
      'Bloc de 12 ampolles connectades en un bastidor que es mou amb transpaleta, per a tallers amb un consum alt de gas.',
      'Bloque de 12 botellas conectadas en un bastidor que se mueve con transpaleta, para talleres con un consumo alto de gas.',
      'Twelve cylinders manifolded in a frame that moves on a pallet truck, for workshops with a high gas use.',
    ),
  ),
];

type RegulationType = 'Regulator' | 'Flowmeter';

const regulator = (
  codigo: string,
  price: number,
  type: RegulationType | readonly RegulationType[],
  nombres: Names,
  descripciones: Names,
  standard = true,
): ProductDraft => ({
  codigo,
  tipo: 'accessory',
  codigoSubfamilia: 'GAS-REG',
  nombres,
  descripciones,
  price,
  attributes: { type, ...(standard ? { standard: 'EN ISO 2503' } : {}), brand: 'Gasflux' },
});

const REGULATION: readonly ProductDraft[] = [
  regulator(
    'REG-ARCO2-2M',
    58,
    'Regulator',
    names(
      "Manoreductor d'argó/CO2 amb dos manòmetres",
      'Manorreductor de argón/CO2 con dos manómetros',
      'Argon/CO2 regulator with two gauges',
    ),
    names(
      "Manoreductor d'una etapa amb manòmetre de pressió d'ampolla i de cabal de sortida fins a 32 l/min. Rosca d'entrada W21,7 × 1/14\".",
      'Manorreductor de una etapa con manómetro de presión de botella y de caudal de salida hasta 32 l/min. Rosca de entrada W21,7 × 1/14".',
      'Single-stage regulator with a cylinder-pressure gauge and an outlet-flow gauge up to 32 l/min. W21.7 × 1/14" inlet thread.',
    ),
  ),
  regulator(
    'REG-ARCO2-CAB',
    72,
    ['Regulator', 'Flowmeter'],
    names(
      "Manoreductor d'argó/CO2 amb cabalímetre de bola",
      'Manorreductor de argón/CO2 con caudalímetro de bola',
      'Argon/CO2 regulator with ball flowmeter',
    ),
    names(
      'Manoreductor amb cabalímetre de tub de 0 a 30 l/min: es llegeix el cabal real que arriba a la torxa.',
      'Manorreductor con caudalímetro de tubo de 0 a 30 l/min: se lee el caudal real que llega a la antorcha.',
      'Regulator with a 0–30 l/min tube flowmeter that shows the actual flow reaching the torch.',
    ),
  ),
  regulator(
    'REG-ARCO2-2E',
    118,
    'Regulator',
    names(
      "Manoreductor d'argó/CO2 de dues etapes",
      'Manorreductor de argón/CO2 de dos etapas',
      'Two-stage argon/CO2 regulator',
    ),
    names(
      "Dues etapes de reducció mantenen el cabal constant fins que l'ampolla gairebé s'esgota; per a TIG de precisió i robots.",
      'Dos etapas de reducción mantienen el caudal constante hasta que la botella casi se agota; para TIG de precisión y robots.',
      'Two reduction stages keep the flow steady until the cylinder is nearly empty; for precision TIG and robots.',
    ),
  ),
  regulator(
    'REG-CO2-CAL',
    128,
    'Regulator',
    names(
      'Manoreductor de CO2 amb escalfador de 36 V',
      'Manorreductor de CO2 con calentador de 36 V',
      'CO2 regulator with 36 V heater',
    ),
    names(
      "L'escalfador evita que el manoreductor es glaci amb cabals alts de CO2 o de mescles riques en CO2.",
      'El calentador evita que el manorreductor se congele con caudales altos de CO2 o de mezclas ricas en CO2.',
      'The heater stops the regulator freezing at high flows of CO2 or CO2-rich mixtures.',
    ),
  ),
  regulator(
    'REG-O2-1E',
    62,
    'Regulator',
    names("Manoreductor d'oxigen 0–10 bar", 'Manorreductor de oxígeno 0–10 bar', 'Oxygen regulator 0–10 bar'),
    names(
      "Manoreductor d'una etapa per a oxitall i soldadura oxiacetilènica, amb dos manòmetres i vàlvula de seguretat.",
      'Manorreductor de una etapa para oxicorte y soldadura oxiacetilénica, con dos manómetros y válvula de seguridad.',
      'Single-stage regulator for oxy-fuel cutting and welding, with two gauges and a relief valve.',
    ),
  ),
  regulator(
    'REG-C2H2-1E',
    64,
    'Regulator',
    names(
      "Manoreductor d'acetilè 0–1,5 bar",
      'Manorreductor de acetileno 0–1,5 bar',
      'Acetylene regulator 0–1.5 bar',
    ),
    names(
      "Manoreductor d'una etapa amb fixació d'estrep per a ampolles d'acetilè i sortida limitada a 1,5 bar.",
      'Manorreductor de una etapa con fijación de estribo para botellas de acetileno y salida limitada a 1,5 bar.',
      'Single-stage regulator with a yoke clamp for acetylene cylinders and outlet limited to 1.5 bar.',
    ),
  ),
  regulator(
    'REG-C3H8-1E',
    49,
    'Regulator',
    names('Manoreductor de propà 0–4 bar', 'Manorreductor de propano 0–4 bar', 'Propane regulator 0–4 bar'),
    names(
      "Manoreductor d'una etapa per a propà industrial en oxitall i escalfament, amb manòmetre de treball.",
      'Manorreductor de una etapa para propano industrial en oxicorte y calentamiento, con manómetro de trabajo.',
      'Single-stage regulator for industrial propane in oxy-fuel cutting and heating, with a working-pressure gauge.',
    ),
  ),
  regulator(
    'REG-CENT-AR',
    285,
    'Regulator',
    names(
      "Manoreductor de centraleta per a blocs d'ampolles",
      'Manorreductor de centralita para bloques de botellas',
      'Manifold regulator for cylinder bundles',
    ),
    names(
      "Manoreductor d'alt cabal per connectar un bloc de 12 ampolles a la xarxa de gas del taller.",
      'Manorreductor de alto caudal para conectar un bloque de 12 botellas a la red de gas del taller.',
      "High-flow regulator that connects a bundle of twelve cylinders to the workshop's gas line.",
    ),
  ),
  regulator(
    'REG-CAB-30',
    39,
    'Flowmeter',
    names('Cabalímetre de bola 0–30 l/min', 'Caudalímetro de bola 0–30 l/min', 'Ball flowmeter 0–30 l/min'),
    names(
      'Cabalímetre de tub per muntar a la sortida del manoreductor o a la presa de la xarxa de gas.',
      'Caudalímetro de tubo para montar en la salida del manorreductor o en la toma de la red de gas.',
      'Tube flowmeter that fits on a regulator outlet or a gas-line drop.',
    ),
    false,
  ),
  regulator(
    'REG-CAB-BOQ',
    14.9,
    'Flowmeter',
    names(
      'Cabalímetre de broquet per a torxa MIG/TIG',
      'Caudalímetro de boquilla para antorcha MIG/TIG',
      'Nozzle flowmeter for MIG/TIG torches',
    ),
    names(
      'Es posa a la tovera de la torxa per comprovar el cabal de gas que realment surt, de 5 a 25 l/min.',
      'Se coloca en la tobera de la antorcha para comprobar el caudal de gas que realmente sale, de 5 a 25 l/min.',
      'Fits over the torch nozzle to check how much gas actually comes out, from 5 to 25 l/min.',
    ),
    false,
  ),
];

export const GASES_AND_REGULATION: readonly ProductDraft[] = [
  ...GASES.flatMap(refills),
  ...RENTALS,
  ...REGULATION,
];
