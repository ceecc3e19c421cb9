import CalculatorCLI
import MVVMC

CalculatorCommand<MVVMCApp>.main()
