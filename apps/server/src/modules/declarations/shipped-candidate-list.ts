/**
 * The REACH candidate list a fresh install starts with (DESIGN.md §10.2): ECHA's list after its
 * update of 4 February 2026, 253 entries (ECHA confirmed 251 in December 2025; that update
 * added n-hexane and 4,4'-[2,2,2-trifluoro-1-(trifluoromethyl)ethylidene]diphenol and its
 * salts). Assembled from ECHA's candidate-list table and press releases and from test-lab
 * bulletins per batch (DESIGN-NOTES.md "The candidate list a fresh install knows"): an EC or
 * CAS number that no source read confirmed is left empty rather than guessed. An admin imports
 * ECHA's own export over it (Documents → Import candidate list).
 *
 * One entry per line, tab-separated as ECHA lists them: name, EC number, CAS number, date of
 * inclusion; "-" where there is none or none was confirmed.
 */
const ENTRIES = `
n-hexane	203-777-6	110-54-3	2026-02-04
4,4'-[2,2,2-trifluoro-1-(trifluoromethyl)ethylidene]diphenol and its salts	-	-	2026-02-04
1,1'-(ethane-1,2-diyl)bis[pentabromobenzene] (DBDPE)	284-366-9	84852-53-9	2025-11-05
tetra(sodium/potassium) 7-[(E)-{2-acetamido-4-[(E)-(4-{[4-chloro-6-({2-[(4-fluoro-6-{[4-(vinylsulfonyl)phenyl]amino}-1,3,5-triazine-2-yl)amino]propyl}amino)-1,3,5-triazine-2-yl]amino}-5-sulfonato-1-naphthyl)diazenyl]-5-methoxyphenyl}diazenyl]-1,3,6-naphthalenetrisulfonate (Reactive Brown 51)	466-490-7	-	2025-06-25
decamethyltetrasiloxane	205-491-7	141-62-8	2025-06-25
1,1,1,3,5,5,5-heptamethyl-3-[(trimethylsilyl)oxy]trisiloxane	241-867-7	17928-28-8	2025-06-25
reaction mass of: triphenylthiophosphate and tertiary butylated phenyl derivatives	421-820-9	192268-65-8	2025-01-21
Perfluamine	206-420-2	338-83-0	2025-01-21
Octamethyltrisiloxane	203-497-4	107-51-7	2025-01-21
O,O,O-triphenyl phosphorothioate	209-909-9	597-82-0	2025-01-21
6-[(C10-C13)-alkyl-(branched, unsaturated)-2,5-dioxopyrrolidin-1-yl]hexanoic acid	701-118-1	2156592-54-8	2025-01-21
Triphenyl phosphate	204-112-2	115-86-6	2024-11-07
Bis(α,α-dimethylbenzyl) peroxide	201-279-3	80-43-3	2024-06-27
Oligomerisation and alkylation reaction products of 2-phenylpropene and phenol	700-960-7	-	2024-01-23
Bumetrizole (UV-326)	223-445-4	3896-11-5	2024-01-23
2-(dimethylamino)-2-[(4-methylphenyl)methyl]-1-[4-(morpholin-4-yl)phenyl]butan-1-one	438-340-0	119344-86-4	2024-01-23
2-(2H-benzotriazol-2-yl)-4-(1,1,3,3-tetramethylbutyl)phenol (UV-329)	221-573-5	3147-75-9	2024-01-23
2,4,6-tri-tert-butylphenol	211-989-5	732-26-3	2024-01-23
diphenyl(2,4,6-trimethylbenzoyl)phosphine oxide	278-355-8	75980-60-8	2023-06-14
bis(4-chlorophenyl) sulphone	201-247-9	80-07-9	2023-06-14
reaction mass of 2,2,3,3,5,5,6,6-octafluoro-4-(1,1,1,2,3,3,3-heptafluoropropan-2-yl)morpholine and 2,2,3,3,5,5,6,6-octafluoro-4-(heptafluoropropyl)morpholine	473-390-7	-	2023-01-17
Perfluoroheptanoic acid and its salts	-	-	2023-01-17
Melamine	203-615-4	108-78-1	2023-01-17
Isobutyl 4-hydroxybenzoate	224-208-8	4247-02-3	2023-01-17
bis(2-ethylhexyl) tetrabromophthalate covering any of the individual isomers and/or combinations thereof	-	-	2023-01-17
Barium diboron tetraoxide	237-222-4	13701-59-2	2023-01-17
4,4'-sulphonyldiphenol	201-250-5	80-09-1	2023-01-17
2,2',6,6'-tetrabromo-4,4'-isopropylidenediphenol	201-236-9	79-94-7	2023-01-17
1,1'-[ethane-1,2-diylbisoxy]bis[2,4,6-tribromobenzene]	253-692-3	37853-59-1	2023-01-17
N-(hydroxymethyl)acrylamide	213-103-2	924-42-5	2022-06-10
tris(2-methoxyethoxy)vinylsilane	213-934-0	1067-53-4	2022-01-17
S-(tricyclo(5.2.1.0'2,6)deca-3-en-8(or 9)-yl O-(isopropyl or isobutyl or 2-ethylhexyl) O-(isopropyl or isobutyl or 2-ethylhexyl) phosphorodithioate	401-850-9	255881-94-8	2022-01-17
6,6'-di-tert-butyl-2,2'-methylenedi-p-cresol	204-327-1	119-47-1	2022-01-17
(±)-1,7,7-trimethyl-3-[(4-methylphenyl)methylene]bicyclo[2.2.1]heptan-2-one covering any of the individual isomers and/or combinations thereof (4-MBC)	-	-	2022-01-17
Phenol, alkylation products (mainly in para position) with C12-rich branched alkyl chains from oligomerisation, covering any individual isomers and/ or combinations thereof (PDDP)	-	-	2021-07-08
orthoboric acid, sodium salt	-	-	2021-07-08
Medium-chain chlorinated paraffins (MCCP)	-	-	2021-07-08
glutaral	203-856-5	111-30-8	2021-07-08
4,4'-(1-methylpropylidene)bisphenol	201-025-1	77-40-7	2021-07-08
2-(4-tert-butylbenzyl)propionaldehyde and its individual stereoisomers	-	-	2021-07-08
2,2-bis(bromomethyl)propane-1,3-diol (BMP); 2,2-dimethylpropan-1-ol, tribromo derivative/3-bromo-2,2-bis(bromomethyl)-1-propanol (TBNPA); 2,3-dibromo-1-propanol (2,3-DBPA)	-	-	2021-07-08
1,4-dioxane	204-661-8	123-91-1	2021-07-08
Dioctyltin dilaurate, stannane, dioctyl-, bis(coco acyloxy) derivs., and any other stannane, dioctyl-, bis(fatty acyloxy) derivs. wherein C12 is the predominant carbon number of the fatty acyloxy moiety	-	-	2021-01-19
Bis(2-(2-methoxyethoxy)ethyl)ether	205-594-7	143-24-8	2021-01-19
Dibutylbis(pentane-2,4-dionato-O,O')tin	245-152-0	22673-19-4	2020-06-25
Butyl 4-hydroxybenzoate	202-318-7	94-26-8	2020-06-25
2-methylimidazole	211-765-7	693-98-1	2020-06-25
1-vinylimidazole	214-012-0	1072-63-5	2020-06-25
Perfluorobutane sulfonic acid (PFBS) and its salts	-	-	2020-01-16
Diisohexyl phthalate	276-090-2	71850-09-4	2020-01-16
2-methyl-1-(4-methylthiophenyl)-2-morpholinopropan-1-one	400-600-6	71868-10-5	2020-01-16
2-benzyl-2-dimethylamino-4'-morpholinobutyrophenone	404-360-3	119313-12-1	2020-01-16
2-methoxyethyl acetate	203-772-9	110-49-6	2019-07-16
Tris(4-nonylphenyl, branched and linear) phosphite (TNPP) with ≥ 0.1% w/w of 4-nonylphenol, branched and linear (4-NP)	-	-	2019-07-16
2,3,3,3-tetrafluoro-2-(heptafluoropropoxy)propionic acid, its salts and its acyl halides (covering any of their individual isomers and combinations thereof)	-	-	2019-07-16
4-tert-butylphenol	202-679-0	98-54-4	2019-07-16
2,2-bis(4'-hydroxyphenyl)-4-methylpentane	401-720-1	6807-17-6	2019-01-15
Benzo[k]fluoranthene	205-916-6	207-08-9	2019-01-15
Fluoranthene	205-912-4	206-44-0	2019-01-15
Phenanthrene	201-581-5	85-01-8	2019-01-15
Pyrene	204-927-3	129-00-0	2019-01-15
1,7,7-trimethyl-3-(phenylmethylene)bicyclo[2.2.1]heptan-2-one	239-139-9	15087-24-8	2019-01-15
Octamethylcyclotetrasiloxane (D4)	209-136-7	556-67-2	2018-06-27
Decamethylcyclopentasiloxane (D5)	208-764-9	541-02-6	2018-06-27
Dodecamethylcyclohexasiloxane (D6)	208-762-8	540-97-6	2018-06-27
Lead	231-100-4	7439-92-1	2018-06-27
Disodium octaborate	234-541-0	12008-41-2	2018-06-27
Benzo[ghi]perylene	205-883-8	191-24-2	2018-06-27
Terphenyl, hydrogenated	262-967-7	61788-32-7	2018-06-27
Ethylenediamine	203-468-6	107-15-3	2018-06-27
Benzene-1,2,4-tricarboxylic acid 1,2 anhydride (trimellitic anhydride) (TMA)	209-008-0	552-30-7	2018-06-27
Dicyclohexyl phthalate (DCHP)	201-545-9	84-61-7	2018-06-27
Chrysene	205-923-4	218-01-9	2018-01-15
Benz[a]anthracene	200-280-6	56-55-3	2018-01-15
Cadmium nitrate	233-710-6	10325-94-7	2018-01-15
Cadmium hydroxide	244-168-5	21041-95-2	2018-01-15
Cadmium carbonate	208-168-9	513-78-0	2018-01-15
1,6,7,8,9,14,15,16,17,17,18,18-Dodecachloropentacyclo[12.2.1.16,9.02,13.05,10]octadeca-7,15-diene (“Dechlorane Plus”™) [covering any of its individual anti- and syn-isomers or any combination thereof]	-	-	2018-01-15
Reaction products of 1,3,4-thiadiazolidine-2,5-dithione, formaldehyde and 4-heptylphenol, branched and linear (RP-HP) [with ≥0.1% w/w 4-heptylphenol, branched and linear]	-	-	2018-01-15
Perfluorohexane-1-sulphonic acid and its salts	-	-	2017-07-07
4,4'-isopropylidenediphenol (bisphenol A; BPA)	201-245-8	80-05-7	2017-01-12
Nonadecafluorodecanoic acid (PFDA) and its sodium and ammonium salts	206-400-3, 221-470-5	335-76-2, 3830-45-3, 3108-42-7	2017-01-12
p-(1,1-dimethylpropyl)phenol	201-280-9	80-46-6	2017-01-12
4-heptylphenol, branched and linear [substances with a linear and/or branched alkyl chain with a carbon number of 7 covalently bound predominantly in position 4 to phenol, covering also UVCB- and well-defined substances which include any of the individual isomers or a combination thereof]	-	-	2017-01-12
Benzo[def]chrysene (Benzo[a]pyrene)	200-028-5	50-32-8	2016-06-20
Nitrobenzene	202-716-0	98-95-3	2015-12-17
2,4-di-tert-butyl-6-(5-chlorobenzotriazol-2-yl)phenol (UV-327)	223-383-8	3864-99-1	2015-12-17
2-(2H-benzotriazol-2-yl)-4-(tert-butyl)-6-(sec-butyl)phenol (UV-350)	253-037-1	36437-37-3	2015-12-17
1,3-propanesultone	214-317-9	1120-71-4	2015-12-17
Perfluorononan-1-oic-acid and its sodium and ammonium salts	206-801-3	375-95-1, 21049-39-8, 4149-60-4	2015-12-17
1,2-benzenedicarboxylic acid, di-C6-10-alkyl esters; 1,2-benzenedicarboxylic acid, mixed decyl and hexyl and octyl diesters with ≥ 0.3% of dihexyl phthalate (EC No. 201-559-5)	271-094-0, 272-013-1	68515-51-5, 68648-93-1	2015-06-15
5-sec-butyl-2-(2,4-dimethylcyclohex-3-en-1-yl)-5-methyl-1,3-dioxane [1], 5-sec-butyl-2-(4,6-dimethylcyclohex-3-en-1-yl)-5-methyl-1,3-dioxane [2] [covering any of the individual stereoisomers of [1] and [2] or any combination thereof]	-	-	2015-06-15
Cadmium fluoride	232-222-0	7790-79-6	2014-12-17
Cadmium sulphate	233-331-6	10124-36-4, 31119-53-6	2014-12-17
2-benzotriazol-2-yl-4,6-di-tert-butylphenol (UV-320)	223-346-6	3846-71-7	2014-12-17
2-(2H-benzotriazol-2-yl)-4,6-ditertpentylphenol (UV-328)	247-384-8	25973-55-1	2014-12-17
2-ethylhexyl 10-ethyl-4,4-dioctyl-7-oxo-8-oxa-3,5-dithia-4-stannatetradecanoate (DOTE)	239-622-4	15571-58-1	2014-12-17
Reaction mass of 2-ethylhexyl 10-ethyl-4,4-dioctyl-7-oxo-8-oxa-3,5-dithia-4-stannatetradecanoate and 2-ethylhexyl 10-ethyl-4-[[2-[(2-ethylhexyl)oxy]-2-oxoethyl]thio]-4-octyl-7-oxo-8-oxa-3,5-dithia-4-stannatetradecanoate (reaction mass of DOTE and MOTE)	-	-	2014-12-17
Cadmium chloride	233-296-7	10108-64-2	2014-06-16
Sodium perborate; perboric acid, sodium salt	-	-	2014-06-16
Sodium peroxometaborate	231-556-4	7632-04-4	2014-06-16
1,2-Benzenedicarboxylic acid, dihexyl ester, branched and linear	271-093-5	68515-50-4	2014-06-16
Cadmium sulphide	-	1306-23-6	2013-12-16
Dihexyl phthalate	201-559-5	84-75-3	2013-12-16
Disodium 3,3'-[[1,1'-biphenyl]-4,4'-diylbis(azo)]bis(4-aminonaphthalene-1-sulphonate) (C.I. Direct Red 28)	-	573-58-0	2013-12-16
Disodium 4-amino-3-[[4'-[(2,4-diaminophenyl)azo][1,1'-biphenyl]-4-yl]azo] -5-hydroxy-6-(phenylazo)naphthalene-2,7-disulphonate (C.I. Direct Black 38)	-	1937-37-7	2013-12-16
Imidazolidine-2-thione; 2-imidazoline-2-thiol	-	96-45-7	2013-12-16
Lead di(acetate)	-	301-04-2	2013-12-16
Trixylyl phosphate	246-677-8	25155-23-1	2013-12-16
Cadmium	-	7440-43-9	2013-06-20
Cadmium oxide	-	1306-19-0	2013-06-20
Pentadecafluorooctanoic acid (PFOA)	-	-	2013-06-20
Dipentyl phthalate (DPP)	205-017-9	131-18-0	2013-06-20
4-Nonylphenol, branched and linear, ethoxylated [substances with a linear and/or branched alkyl chain with a carbon number of 9 covalently bound in position 4 to phenol, ethoxylated covering UVCB- and well-defined substances, polymers and homologues, which include any of the individual isomers and/or combinations thereof]	-	-	2013-06-20
Ammonium pentadecafluorooctanoate (APFO)	-	-	2013-06-20
1-bromopropane (n-propyl bromide)	203-445-0	106-94-5	2012-12-19
3-ethyl-2-methyl-2-(3-methylbutyl)-1,3-oxazolidine	-	-	2012-12-19
4,4'-methylenedi-o-toluidine	-	-	2012-12-19
4,4'-oxydianiline and its salts	-	-	2012-12-19
4-Aminoazobenzene	-	60-09-3	2012-12-19
4-methyl-m-phenylenediamine (toluene-2,4-diamine)	-	-	2012-12-19
4-Nonylphenol, branched and linear [substances with a linear and/or branched alkyl chain with a carbon number of 9 covalently bound in position 4 to phenol, covering also UVCB- and well-defined substances which include any of the individual isomers or a combination thereof]	-	-	2012-12-19
6-methoxy-m-toluidine (p-cresidine)	-	-	2012-12-19
Biphenyl-4-ylamine	-	-	2012-12-19
Diazene-1,2-dicarboxamide (C,C'-azodi(formamide))	-	-	2012-12-19
Diethyl sulphate	-	-	2012-12-19
Diisopentylphthalate	210-088-4	605-50-5	2012-12-19
Dimethyl sulphate	-	-	2012-12-19
Dinoseb (6-sec-butyl-2,4-dinitrophenol)	-	-	2012-12-19
N,N-dimethylformamide	-	68-12-2	2012-12-19
o-aminoazotoluene	-	-	2012-12-19
o-Toluidine	-	-	2012-12-19
1,2-Benzenedicarboxylic acid, dipentylester, branched and linear	284-032-2	84777-06-0	2012-12-19
N-pentyl-isopentylphthalate	933-378-9	776297-69-9	2012-12-19
Cyclohexane-1,2-dicarboxylic anhydride [1], cis-cyclohexane-1,2-dicarboxylic anhydride [2], trans-cyclohexane-1,2-dicarboxylic anhydride [3] [The individual cis- [2] and trans- [3] isomer substances and all possible combinations of the cis- and trans-isomers [1] are covered by this entry]	-	-	2012-12-19
Hexahydromethylphthalic anhydride [1], Hexahydro-4-methylphthalic anhydride [2], Hexahydro-1-methylphthalic anhydride [3], Hexahydro-3-methylphthalic anhydride [4] [The individual isomers [2], [3] and [4] (including their cis- and trans- stereo isomeric forms) and all possible combinations of the isomers [1] are covered by this entry]	-	-	2012-12-19
Methoxyacetic acid	-	625-45-6	2012-12-19
1,2-Diethoxyethane	-	629-14-1	2012-12-19
Dibutyltin dichloride (DBTC)	-	683-18-1	2012-12-19
Heptacosafluorotetradecanoic acid	206-803-4	376-06-7	2012-12-19
Henicosafluoroundecanoic acid	218-165-4	2058-94-8	2012-12-19
Pentacosafluorotridecanoic acid	276-745-2	72629-94-8	2012-12-19
Tricosafluorododecanoic acid	206-203-2	307-55-1	2012-12-19
4-(1,1,3,3-tetramethylbutyl)phenol, ethoxylated [covering well-defined substances and UVCB substances, polymers and homologues]	-	-	2012-12-19
Bis(pentabromophenyl) ether (decabromodiphenyl ether) (DecaBDE)	214-604-9	1163-19-5	2012-12-19
4,4'-Thiodianiline and its salts	-	-	2012-12-19
Furan	-	-	2012-12-19
Propylene oxide; 1,2-epoxypropane; methyloxirane	-	-	2012-12-19
Acetic acid, lead salt, basic	-	-	2012-12-19
Dioxobis(stearato)trilead	235-702-8	12578-12-0	2012-12-19
Fatty acids, C16-18, lead salts	-	91031-62-8	2012-12-19
Lead bis(tetrafluoroborate)	-	-	2012-12-19
Lead cyanamidate	-	20837-86-9	2012-12-19
Lead dinitrate	233-245-9	10099-74-8	2012-12-19
Lead monoxide (lead oxide)	-	-	2012-12-19
Lead oxide sulfate	-	12036-76-9	2012-12-19
Lead titanium trioxide	-	12060-00-3	2012-12-19
Lead Titanium Zirconium Oxide	235-727-4	12626-81-2	2012-12-19
Orange lead (lead tetroxide)	-	1314-41-6	2012-12-19
Pentalead tetraoxide sulphate	235-067-7	12065-90-6	2012-12-19
Pyrochlore, antimony lead yellow	-	8012-00-8	2012-12-19
Silicic acid (H2Si2O5), barium salt (1:1), lead-doped	272-271-5	68784-75-8	2012-12-19
Silicic acid, lead salt	-	-	2012-12-19
Sulfurous acid, lead salt, dibasic	-	62229-08-7	2012-12-19
Tetraethyllead	-	-	2012-12-19
Tetralead trioxide sulphate	235-380-9	12202-17-4	2012-12-19
Trilead bis(carbonate) dihydroxide	-	-	2012-12-19
Trilead dioxide phosphonate	235-252-2	12141-20-7	2012-12-19
[Phthalato(2-)]dioxotrilead	273-688-5	69011-06-9	2012-12-19
1,2-bis(2-methoxyethoxy)ethane (TEGDME; triglyme)	-	112-49-2	2012-06-18
1,2-dimethoxyethane; ethylene glycol dimethyl ether (EGDME)	-	110-71-4	2012-06-18
Diboron trioxide	-	1303-86-2	2012-06-18
Formamide	-	-	2012-06-18
Lead(II) bis(methanesulfonate)	-	-	2012-06-18
1,3,5-Tris(oxiran-2-ylmethyl)-1,3,5-triazinane-2,4,6-trione (TGIC)	-	-	2012-06-18
1,3,5-tris[(2S and 2R)-2,3-epoxypropyl]-1,3,5-triazine-2,4,6-(1H,3H,5H)-trione (β-TGIC)	-	-	2012-06-18
4,4'-bis(dimethylamino)benzophenone (Michler's ketone)	202-027-5	-	2012-06-18
N,N,N',N'-tetramethyl-4,4'-methylenedianiline (Michler's base)	202-959-2	-	2012-06-18
[4-[[4-anilino-1-naphthyl][4-(dimethylamino)phenyl]methylene]cyclohexa-2,5-dien-1-ylidene] dimethylammonium chloride (C.I. Basic Blue 26) [with ≥ 0.1% of Michler's ketone (EC No. 202-027-5) or Michler's base (EC No. 202-959-2)]	-	-	2012-06-18
[4-[4,4'-bis(dimethylamino) benzhydrylidene]cyclohexa-2,5-dien-1-ylidene]dimethylammonium chloride (C.I. Basic Violet 3) [with ≥ 0.1% of Michler's ketone (EC No. 202-027-5) or Michler's base (EC No. 202-959-2)]	-	548-62-9	2012-06-18
4,4'-bis(dimethylamino)-4''-(methylamino)trityl alcohol [with ≥ 0.1% of Michler's ketone (EC No. 202-027-5) or Michler's base (EC No. 202-959-2)]	-	-	2012-06-18
α,α-Bis[4-(dimethylamino)phenyl]-4 (phenylamino)naphthalene-1-methanol (C.I. Solvent Blue 4) [with ≥ 0.1% of Michler's ketone (EC No. 202-027-5) or Michler's base (EC No. 202-959-2)]	-	-	2012-06-18
Aluminosilicate Refractory Ceramic Fibres	-	-	2011-12-19
Zirconia Aluminosilicate Refractory Ceramic Fibres	-	-	2011-12-19
4-(1,1,3,3-tetramethylbutyl)phenol, (4-tert-Octylphenol)	205-426-2	140-66-9	2011-12-19
2-Methoxyaniline; o-Anisidine	201-963-1	90-04-0	2011-12-19
Arsenic acid	231-901-9	7778-39-4	2011-12-19
Calcium arsenate	231-904-5	7778-44-1	2011-12-19
Trilead diarsenate	222-979-5	3687-31-8	2011-12-19
1,2-dichloroethane	203-458-1	107-06-2	2011-12-19
Bis(2-methoxyethyl) ether	203-924-4	111-96-6	2011-12-19
Bis(2-methoxyethyl) phthalate	204-212-6	117-82-8	2011-12-19
N,N-dimethylacetamide (DMAC)	-	127-19-5	2011-12-19
2,2'-dichloro-4,4'-methylenedianiline (MOCA)	202-918-9	101-14-4	2011-12-19
Phenolphthalein	-	-	2011-12-19
Lead azide, Lead diazide	-	-	2011-12-19
Lead styphnate	-	-	2011-12-19
Lead dipicrate	-	-	2011-12-19
Dichromium tris(chromate)	246-356-2	24613-89-6	2011-12-19
Potassium hydroxyoctaoxodizincatedichromate	234-329-8	11103-86-9	2011-12-19
Pentazinc chromate octahydroxide	256-418-0	49663-84-5	2011-12-19
Formaldehyde, oligomeric reaction products with aniline	500-036-1	25214-70-4	2011-12-19
2-Ethoxyethyl acetate	203-839-2	111-15-9	2011-06-20
Strontium chromate	232-142-6	7789-06-2	2011-06-20
1,2-Benzenedicarboxylic acid, di-C7-11-branched and linear alkyl esters (DHNUP)	271-084-6	68515-42-4	2011-06-20
Hydrazine	-	-	2011-06-20
1-methyl-2-pyrrolidone (NMP)	-	872-50-4	2011-06-20
1,2,3-trichloropropane	-	-	2011-06-20
1,2-Benzenedicarboxylic acid, di-C6-8-branched alkyl esters, C7-rich (DIHP)	276-158-1	71888-89-6	2011-06-20
Cobalt(II) sulphate	233-334-2	10124-43-3	2010-12-15
Cobalt(II) dinitrate	233-402-1	10141-05-6	2010-12-15
Cobalt(II) carbonate	208-169-4	513-79-1	2010-12-15
Cobalt(II) diacetate	200-755-8	71-48-7	2010-12-15
2-Methoxyethanol	203-713-7	109-86-4	2010-12-15
2-Ethoxyethanol	203-804-1	110-80-5	2010-12-15
Chromium trioxide	215-607-8	1333-82-0	2010-12-15
Acids generated from chromium trioxide and their oligomers. Names of the acids and their oligomers: Chromic acid, Dichromic acid, Oligomers of chromic acid and dichromic acid.	-	-	2010-12-15
Trichloroethylene	201-167-4	79-01-6	2010-06-18
Boric acid	233-139-2, 234-343-4	10043-35-3, 11113-50-1	2010-06-18
Disodium tetraborate, anhydrous	215-540-4	1303-96-4, 1330-43-4, 12179-04-3	2010-06-18
Tetraboron disodium heptaoxide, hydrate	235-541-3	12267-73-1	2010-06-18
Sodium chromate	231-889-5	7775-11-3	2010-06-18
Potassium chromate	232-140-5	7789-00-6	2010-06-18
Ammonium dichromate	232-143-1	7789-09-5	2010-06-18
Potassium dichromate	231-906-6	7778-50-9	2010-06-18
Acrylamide	201-173-7	79-06-1	2010-03-30
Anthracene oil	292-602-7	90640-80-5	2010-01-13
Anthracene oil, anthracene paste, distn. lights	295-278-5	91995-17-4	2010-01-13
Anthracene oil, anthracene paste, anthracene fraction	295-275-9	91995-15-2	2010-01-13
Anthracene oil, anthracene-low	-	90640-82-7	2010-01-13
Anthracene oil, anthracene paste	-	90640-81-6	2010-01-13
Pitch, coal tar, high temp.	266-028-2	65996-93-2	2010-01-13
2,4-Dinitrotoluene	204-450-0	121-14-2	2010-01-13
Diisobutyl phthalate	201-553-2	84-69-5	2010-01-13
Lead chromate	231-846-0	7758-97-6	2010-01-13
Lead chromate molybdate sulphate red (C.I. Pigment Red 104)	235-759-9	12656-85-8	2010-01-13
Lead sulfochromate yellow (C.I. Pigment Yellow 34)	215-693-7	1344-37-2	2010-01-13
Tris(2-chloroethyl)phosphate	204-118-5	115-96-8	2010-01-13
Anthracene	204-371-1	120-12-7	2008-10-28
4,4'- Diaminodiphenylmethane (MDA)	202-974-4	101-77-9	2008-10-28
Dibutyl phthalate (DBP)	201-557-4	84-74-2	2008-10-28
Cobalt dichloride	-	7646-79-9	2008-10-28
Diarsenic pentaoxide	215-116-9	1303-28-2	2008-10-28
Diarsenic trioxide	215-481-4	1327-53-3	2008-10-28
Sodium dichromate	234-190-3	10588-01-9, 7789-12-0	2008-10-28
5-tert-butyl-2,4,6-trinitro-m-xylene (musk xylene)	201-329-4	81-15-2	2008-10-28
Bis (2-ethylhexyl)phthalate (DEHP)	204-211-0	117-81-7	2008-10-28
Hexabromocyclododecane (HBCDD) and all major diastereoisomers identified	-	-	2008-10-28
Alkanes, C10-13, chloro (Short Chain Chlorinated Paraffins)	287-476-5	85535-84-8	2008-10-28
Bis(tributyltin)oxide (TBTO)	-	56-35-9	2008-10-28
Lead hydrogen arsenate	-	7784-40-9	2008-10-28
Triethyl arsenate	-	15606-95-8	2008-10-28
Benzyl butyl phthalate (BBP)	201-622-7	85-68-7	2008-10-28
`;

export interface ShippedEntry {
  name: string;
  ec: string | null;
  cas: string | null;
  dateOfInclusion: string;
}

const orNull = (cell: string | undefined) => (!cell || cell === '-' ? null : cell);

export const SHIPPED_CANDIDATE_LIST: { date: string; entries: readonly ShippedEntry[] } = {
  date: '2026-02-04',
  entries: ENTRIES.trim()
    .split('\n')
    .map((line) => {
      const [name = '', ec, cas, dateOfInclusion = ''] = line.split('\t');
      return { name, ec: orNull(ec), cas: orNull(cas), dateOfInclusion };
    }),
};
