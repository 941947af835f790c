// Services (SRV): equipment repair, welder approvals (EN ISO 9606), procedure qualification
// (EN ISO 15614-1 / 15609-1), preventive maintenance, calibration and validation (EN 50504,
// EN IEC 60974-4) and training. Never sold in batches; approvals and courses cost less per head.
import {
  GROUP_SERVICE_BREAKS,
  names,
  type AttributeRefs,
  type Names,
  type ProductDraft,
} from '../product-draft.ts';

type Subfamily = 'SRV-REP' | 'SRV-HOM' | 'SRV-WPQ' | 'SRV-MAN' | 'SRV-CAL' | 'SRV-FOR';

function service(
  codigo: string,
  codigoSubfamilia: Subfamily,
  price: number,
  nombres: Names,
  descripciones: Names,
  attributes: AttributeRefs,
  perHead = false,
): ProductDraft {
  return {
    codigo,
    tipo: 'service',
    codigoSubfamilia,
    nombres,
    descripciones,
    price,
    ...(perHead ? { breaks: GROUP_SERVICE_BREAKS } : {}),
    attributes,
  };
}

const REPAIRS: readonly ProductDraft[] = [
  service(
    'SRV-REP-1',
    'SRV-REP',
    65,
    names(
      "Diagnosi de reparació d'equip inversor",
      'Diagnóstico de reparación de equipo inversor',
      'Inverter welder repair diagnosis',
    ),
    names(
      'Revisió al nostre taller i pressupost de reparació per escrit. Si accepteu la reparació, aquest import es descompta.',
      'Revisión en nuestro taller y presupuesto de reparación por escrito. Si acepta la reparación, este importe se descuenta.',
      'Inspection in our workshop and a written repair quote. The fee is deducted if the repair goes ahead.',
    ),
    { type: 'Repair' },
  ),
  service(
    'SRV-REP-2',
    'SRV-REP',
    52,
    names('Hora de taller de reparació', 'Hora de taller de reparación', 'Repair workshop labour, per hour'),
    names(
      "Mà d'obra de tècnic en reparació d'equips de soldadura i tall; les peces es facturen a part.",
      'Mano de obra de técnico en reparación de equipos de soldadura y corte; las piezas se facturan aparte.',
      'Technician labour for repairing welding and cutting equipment; parts are invoiced separately.',
    ),
    { type: 'Repair' },
  ),
  service(
    'SRV-REP-3',
    'SRV-REP',
    39,
    names('Reparació de torxa MIG o TIG', 'Reparación de antorcha MIG o TIG', 'MIG or TIG torch repair'),
    names(
      "Substitució de gallet, funda o connexions i prova de gas i de refrigeració; preu de mà d'obra, recanvis a part.",
      'Sustitución de gatillo, sirga o conexiones y prueba de gas y de refrigeración; precio de mano de obra, recambios aparte.',
      'Replacement of trigger, liner or connections and a gas and coolant test; labour only, parts extra.',
    ),
    { type: 'Repair' },
  ),
  service(
    'SRV-REP-DES',
    'SRV-REP',
    85,
    names(
      'Desplaçament de tècnic (fins a 50 km)',
      'Desplazamiento de técnico (hasta 50 km)',
      'Technician call-out (up to 50 km)',
    ),
    names(
      'Visita del tècnic a les vostres instal·lacions, amb la primera hora de feina inclosa.',
      'Visita del técnico a sus instalaciones, con la primera hora de trabajo incluida.',
      'A technician visits your premises, first hour of work included.',
    ),
    { type: 'Repair' },
  ),
];

/** What a welder approval includes, whatever the process. */
const APPROVAL_TEXT = names(
  'Preparació de la proveta, examen pràctic davant un organisme acreditat, assaigs i certificat. Preu per soldador i posició.',
  'Preparación de la probeta, examen práctico ante un organismo acreditado, ensayos y certificado. Precio por soldador y posición.',
  'Test piece preparation, practical test witnessed by an accredited body, testing and certificate. Price per welder and position.',
);

/** Welder approval to EN ISO 9606-1 for one process: SRV-HOM-135 is MAG. */
const approval = (process: number, label: Names, price: number) =>
  service(
    `SRV-HOM-${process}`,
    'SRV-HOM',
    price,
    names(
      `Homologació de soldador EN ISO 9606-1, procés ${process} (${label.ca})`,
      `Homologación de soldador EN ISO 9606-1, proceso ${process} (${label.es})`,
      `Welder approval to EN ISO 9606-1, process ${process} (${label.en})`,
    ),
    APPROVAL_TEXT,
    { type: 'Approval', standard: 'EN ISO 9606-1' },
    true,
  );

const APPROVALS: readonly ProductDraft[] = [
  approval(111, names('MMA', 'MMA', 'MMA'), 320),
  approval(135, names('MAG', 'MAG', 'MAG'), 345),
  approval(136, names('MAG amb fil tubular', 'MAG con hilo tubular', 'flux-cored MAG'), 360),
  approval(141, names('TIG', 'TIG', 'TIG'), 395),
  service(
    'SRV-HOM-141-AL',
    'SRV-HOM',
    480,
    names(
      "Homologació de soldador d'alumini EN ISO 9606-2, procés 141 (TIG)",
      'Homologación de soldador de aluminio EN ISO 9606-2, proceso 141 (TIG)',
      'Aluminium welder approval to EN ISO 9606-2, process 141 (TIG)',
    ),
    APPROVAL_TEXT,
    { type: 'Approval', standard: 'EN ISO 9606-2' },
    true,
  ),
  service(
    'SRV-HOM-REN',
    'SRV-HOM',
    110,
    names(
      "Revalidació d'homologació de soldador",
      'Revalidación de homologación de soldador',
      'Welder approval revalidation',
    ),
    names(
      'Prolongació del certificat cada dos o tres anys, tal com preveu la norma, a partir dels registres de producció. Sense nou examen pràctic.',
      'Prolongación del certificado cada dos o tres años, como prevé la norma, a partir de los registros de producción. Sin nuevo examen práctico.',
      'Extension of the certificate every two or three years, as the standard allows, based on production records. No new practical test.',
    ),
    { type: 'Approval', standard: ['EN ISO 9606-1', 'EN ISO 9606-2'] },
    true,
  ),
];

/** Procedure qualification to EN ISO 15614-1 for one process, with its WPS. */
const procedureQualification = (process: number, price: number) =>
  service(
    `SRV-WPQR-${process}`,
    'SRV-WPQ',
    price,
    names(
      `Qualificació de procediment EN ISO 15614-1, procés ${process}`,
      `Cualificación de procedimiento EN ISO 15614-1, proceso ${process}`,
      `Procedure qualification to EN ISO 15614-1, process ${process}`,
    ),
    names(
      'Redacció de la pWPS, soldadura de la proveta, assaigs destructius i no destructius i emissió del WPQR i de la WPS segons EN ISO 15609-1.',
      'Redacción de la pWPS, soldadura de la probeta, ensayos destructivos y no destructivos y emisión del WPQR y de la WPS según EN ISO 15609-1.',
      'pWPS drafting, test piece welding, destructive and non-destructive testing, and issue of the WPQR and of the WPS to EN ISO 15609-1.',
    ),
    { type: 'Procedure qualification', standard: ['EN ISO 15614-1', 'EN ISO 15609-1'] },
  );

const PROCEDURES: readonly ProductDraft[] = [
  procedureQualification(135, 1690),
  procedureQualification(141, 1890),
  service(
    'SRV-WPQR-WPS',
    'SRV-WPQ',
    220,
    names(
      'Redacció de WPS segons EN ISO 15609-1',
      'Redacción de WPS según EN ISO 15609-1',
      'WPS drafting to EN ISO 15609-1',
    ),
    names(
      "Especificació de procediment de soldadura a partir d'un WPQR vigent, llesta per lliurar al taller i al client.",
      'Especificación de procedimiento de soldadura a partir de un WPQR vigente, lista para entregar al taller y al cliente.',
      'Welding procedure specification drawn from a valid WPQR, ready to hand to the shop floor and to the customer.',
    ),
    { type: 'Procedure qualification', standard: 'EN ISO 15609-1' },
  ),
];

const MAINTENANCE: readonly ProductDraft[] = [
  service(
    'SRV-MAN-1',
    'SRV-MAN',
    95,
    names(
      "Manteniment preventiu anual d'un equip de soldadura",
      'Mantenimiento preventivo anual de un equipo de soldadura',
      'Annual preventive maintenance of one welder',
    ),
    names(
      'Neteja interior, revisió de connexions, ventiladors i arrossegament de fil, i prova de funcionament amb informe.',
      'Limpieza interior, revisión de conexiones, ventiladores y arrastre de hilo, y prueba de funcionamiento con informe.',
      'Internal cleaning, check of connections, fans and wire feed, and a functional test with a report.',
    ),
    { type: 'Maintenance' },
  ),
  service(
    'SRV-MAN-5',
    'SRV-MAN',
    420,
    names(
      'Contracte anual de manteniment, fins a 5 equips',
      'Contrato anual de mantenimiento, hasta 5 equipos',
      'Annual maintenance contract, up to 5 machines',
    ),
    names(
      "Dues visites l'any al vostre taller, revisió de tots els equips i prioritat en les reparacions.",
      'Dos visitas al año a su taller, revisión de todos los equipos y prioridad en las reparaciones.',
      'Two visits a year to your workshop, servicing of every machine and priority for repairs.',
    ),
    { type: 'Maintenance' },
  ),
  service(
    'SRV-MAN-EXT',
    'SRV-MAN',
    140,
    names(
      "Manteniment d'extractor de fums",
      'Mantenimiento de extractor de humos',
      'Fume extractor maintenance',
    ),
    names(
      "Canvi de prefiltres, revisió del cartutx i del motor i mesura del cabal d'aspiració; el cartutx es factura a part.",
      'Cambio de prefiltros, revisión del cartucho y del motor y medición del caudal de aspiración; el cartucho se factura aparte.',
      'Pre-filter change, cartridge and motor check and measurement of the extraction airflow; the cartridge is invoiced separately.',
    ),
    { type: 'Maintenance', standard: 'EN ISO 21904-1' },
  ),
];

const CALIBRATION: readonly ProductDraft[] = [
  service(
    'SRV-CAL-50504',
    'SRV-CAL',
    145,
    names(
      "Validació d'equip de soldadura segons EN 50504",
      'Validación de equipo de soldadura según EN 50504',
      'Welding equipment validation to EN 50504',
    ),
    names(
      "Comprovació amb instruments calibrats que la intensitat, la tensió i la velocitat de fil indicades coincideixen amb les reals, amb certificat per a l'auditoria.",
      'Comprobación con instrumentos calibrados de que la intensidad, la tensión y la velocidad de hilo indicadas coinciden con las reales, con certificado para la auditoría.',
      'Check with calibrated instruments that the displayed current, voltage and wire speed match the real output, with a certificate for your audit.',
    ),
    { type: 'Calibration', standard: 'EN 50504' },
    true,
  ),
  service(
    'SRV-CAL-60974',
    'SRV-CAL',
    79,
    names(
      'Inspecció periòdica de seguretat EN IEC 60974-4',
      'Inspección periódica de seguridad EN IEC 60974-4',
      'Periodic safety inspection to EN IEC 60974-4',
    ),
    names(
      "Assaigs de continuïtat del conductor de protecció, resistència d'aïllament i tensió en buit, amb etiqueta i informe de cada equip.",
      'Ensayos de continuidad del conductor de protección, resistencia de aislamiento y tensión en vacío, con etiqueta e informe de cada equipo.',
      'Protective conductor continuity, insulation resistance and no-load voltage tests, with a label and a report for each machine.',
    ),
    { type: 'Calibration', standard: 'EN IEC 60974-4' },
    true,
  ),
  service(
    'SRV-CAL-CAU',
    'SRV-CAL',
    38,
    names(
      'Verificació de manoreductor i cabalímetre',
      'Verificación de manorreductor y caudalímetro',
      'Regulator and flowmeter check',
    ),
    names(
      "Prova d'estanquitat i comparació del cabal amb un cabalímetre patró; inclou l'ajust si cal.",
      'Prueba de estanqueidad y comparación del caudal con un caudalímetro patrón; incluye el ajuste si hace falta.',
      'Leak test and comparison of the flow against a reference flowmeter; adjustment included if needed.',
    ),
    { type: 'Calibration' },
  ),
];

const TRAINING: readonly ProductDraft[] = [
  service(
    'SRV-FOR-MIG',
    'SRV-FOR',
    390,
    names(
      'Curs de soldadura MIG/MAG inicial (20 h)',
      'Curso de soldadura MIG/MAG inicial (20 h)',
      'Introductory MIG/MAG welding course (20 h)',
    ),
    names(
      'Pràctiques en cabina amb equips sinèrgics: regulació, posicions bàsiques i defectes habituals. Preu per alumne.',
      'Prácticas en cabina con equipos sinérgicos: regulación, posiciones básicas y defectos habituales. Precio por alumno.',
      'Hands-on booth practice with synergic machines: setup, basic positions and common defects. Price per trainee.',
    ),
    { type: 'Training' },
    true,
  ),
  service(
    'SRV-FOR-TIG',
    'SRV-FOR',
    590,
    names(
      "Curs de soldadura TIG d'acer i inoxidable (30 h)",
      'Curso de soldadura TIG de acero e inoxidable (30 h)',
      'TIG welding course for steel and stainless steel (30 h)',
    ),
    names(
      'Encesa per alta freqüència, ús del pedal i del pols, preparació del tungstè i soldadura de xapa fina i tub. Preu per alumne.',
      'Cebado por alta frecuencia, uso del pedal y del pulsado, preparación del tungsteno y soldadura de chapa fina y tubo. Precio por alumno.',
      'High-frequency arc starting, pedal and pulse use, tungsten preparation and welding of thin sheet and tube. Price per trainee.',
    ),
    { type: 'Training' },
    true,
  ),
  service(
    'SRV-FOR-HOM',
    'SRV-FOR',
    290,
    names(
      "Preparació per a l'homologació EN ISO 9606-1 (16 h)",
      'Preparación para la homologación EN ISO 9606-1 (16 h)',
      'EN ISO 9606-1 approval test preparation (16 h)',
    ),
    names(
      "Pràctica de la proveta i la posició de l'examen amb un formador qualificat, perquè el soldador arribi a la prova ben preparat.",
      'Práctica de la probeta y la posición del examen con un formador cualificado, para que el soldador llegue a la prueba bien preparado.',
      'Practice on the test piece and position of the exam with a qualified instructor, so the welder comes to the test well prepared.',
    ),
    { type: 'Training', standard: 'EN ISO 9606-1' },
    true,
  ),
  service(
    'SRV-FOR-PRL',
    'SRV-FOR',
    95,
    names(
      'Curs de seguretat en soldadura i tall (6 h)',
      'Curso de seguridad en soldadura y corte (6 h)',
      'Welding and cutting safety course (6 h)',
    ),
    names(
      "Riscos de fums, radiació, gasos i incendi, i ús correcte dels EPI i de l'extracció. Amb certificat d'assistència.",
      'Riesgos de humos, radiación, gases e incendio, y uso correcto de los EPI y de la extracción. Con certificado de asistencia.',
      'Fume, radiation, gas and fire hazards, and the correct use of PPE and extraction. Attendance certificate included.',
    ),
    { type: 'Training' },
    true,
  ),
];

export const SERVICES: readonly ProductDraft[] = [
  ...REPAIRS,
  ...APPROVALS,
  ...PROCEDURES,
  ...MAINTENANCE,
  ...CALIBRATION,
  ...TRAINING,
];
